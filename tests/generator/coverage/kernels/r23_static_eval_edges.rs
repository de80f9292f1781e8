//! Red team 23 (found through r23_nan_static: rsgpu-gen evaluates a `static`'s body itself): statics whose bodies hold float -> int saturating casts, negative zero, subnormals, overflow to infinity, f64 -> f32 rounding, signed division/remainder/shift of negatives, `wrapping_*`, `rotate_left`, `leading_zeros`, `to_bits`. Docs: rustc's value, or a refusal.
#![no_std]
#![allow(unused)]
use rsgpu::*;

static U8SAT: u8 = 300.7f32 as u8;
static I32NEG: i32 = -1.5f32 as i32;
static U64SAT: u64 = 3.9e19f64 as u64;
static NEGSAT: u32 = -5.0f32 as u32;
static NEG0: f32 = -0.0;
static NEG0B: f32 = -(0.0f32);
static SUB: f32 = 1e-45;
static INF: f32 = f32::MAX * 2.0;
static ROUND: f32 = 0.1f64 as f32;
static ROUND2: f32 = 16777217.0f64 as f32;
static DIV: i32 = -7 / 2;
static REM: i32 = -7 % 3;
static SHR: i32 = -16 >> 2;
static WR: u32 = u32::MAX.wrapping_add(5);
static ROT: u16 = 0x8001u16.rotate_left(3);
static LZ: u32 = 1u32.leading_zeros();
static BITS: u32 = (1.5f32).to_bits();
static I8: i8 = -128i8 as u8 as i8;
static ARR: [f32; 3] = [-0.0, f32::MIN_POSITIVE / 2.0, 1.0 / 3.0];
static MIXED: [i64; 3] = [i64::MIN / 3, -(1i64 << 40) >> 7, (-1i64) as u32 as i64];

rsgpu::kernel! {
    pub fn r23_static_eval_edges(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = match v % 8 {
                0 => U8SAT as u32,
                1 => I32NEG as u32,
                2 => (U64SAT >> 32) as u32 ^ U64SAT as u32,
                3 => NEGSAT,
                4 => NEG0.to_bits(),
                5 => NEG0B.to_bits(),
                6 => SUB.to_bits(),
                _ => INF.to_bits(),
            };
            o2[i] = match v % 8 {
                0 => ROUND.to_bits(),
                1 => ROUND2.to_bits(),
                2 => DIV as u32,
                3 => REM as u32,
                4 => SHR as u32,
                5 => WR,
                6 => ROT as u32,
                _ => LZ ^ BITS,
            };
            let k = (v % 3) as usize;
            o3[i] = ARR[k].to_bits() ^ (MIXED[k] as u64 >> 32) as u32 ^ MIXED[k] as u32 ^ (I8 as u32);
        }
    }
}
