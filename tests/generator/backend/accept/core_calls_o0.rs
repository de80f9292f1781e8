//! Core calls rustc -O0 leaves as calls (O3 inlines most): `f32::consts` and
//! `f64::consts` (their decimal literals, rounded as rustc rounds them),
//! `Option::map_or`, `u32::from_le_bytes`, unsigned `div_ceil` (no overflow
//! at MAX), `u8::is_ascii_lowercase`, `ChunksExact::remainder`.
#![no_std]
use rsgpu::*;
use core::f32::consts as c32;
use core::f64::consts as c64;

rsgpu::kernel! {
    pub fn core_calls_o0(x: &[f32], bytes: &[u8], num: &[u32], den: &[u32],
                         consts: &mut [f32], wide: &mut [f64], words: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < num.len() && i < den.len() && i < consts.len() && i < wide.len()
            && i < words.len() && 4 * i + 4 <= bytes.len() {
            let v = x[i];
            consts[i] = v * c32::PI + c32::E * c32::TAU - c32::FRAC_PI_2 * c32::SQRT_2
                + c32::LN_2 * c32::LN_10 + c32::LOG2_E - c32::LOG10_E + c32::FRAC_1_SQRT_2
                + c32::FRAC_PI_3 + c32::FRAC_PI_4 + c32::FRAC_PI_6 + c32::FRAC_PI_8
                + c32::FRAC_1_PI + c32::FRAC_2_PI + c32::FRAC_2_SQRT_PI + c32::LOG2_10
                + c32::LOG10_2;
            wide[i] = v as f64 * c64::PI + c64::E + c64::LN_2 + c64::TAU + c64::SQRT_2
                + c64::FRAC_PI_8 + c64::LOG10_2;
            let b = &bytes[4 * i..4 * i + 4];
            let word = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            let lower = b[0].is_ascii_lowercase() as u32;
            let pos = x.get(i + 1).map_or(7u32, |&w| (w > 0.0) as u32);
            let q = num[i].div_ceil(den[i]);
            let tail = x.chunks_exact(3).remainder().len() as u32;
            words[i] = word ^ (lower << 31) ^ (pos << 28) ^ q.wrapping_mul(0x9e37_79b9) ^ tail;
        }
    }
}
// CHECK: kernel @core_calls_o0(
