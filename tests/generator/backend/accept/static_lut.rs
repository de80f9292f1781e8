//! Rust statics read by a kernel: a `static` table (not folded by rustc: the
//! kernel indexes its allocation) becomes `__constant__` data on the GPU and
//! a constexpr twin on the host; signed, float and scalar statics too. A
//! `const` scalar is folded by rustc; a `const` array is not (`const STEPS`
//! is copied into the kernel from the same kind of table).
#![no_std]
use rsgpu::*;

const SCALE: u32 = 3;
static LUT: [u32; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
static OFFSETS: [i16; 4] = [5, -6, 7, i16::MIN];
static WEIGHTS: [f32; 3] = [0.25, -1.5, 1.0e-3];
static GAIN: f64 = 2.5;
const STEPS: [i32; 4] = [5, -6, 7, i32::MIN];
const SIGNS: [f32; 2] = [0.5, -2.25];

rsgpu::kernel! {
    pub fn static_lut(x: &[u32], y: &mut [u32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() && i < z.len() {
            let v = x[i];
            let off = OFFSETS[(v >> 4) as usize % 4] as i32 as u32;
            y[i] = (LUT[(v & 15) as usize] * SCALE).wrapping_add(off);
            let step = STEPS[(v >> 9) as usize % 4].wrapping_add(v as i32) as u32;
            y[i] = y[i] ^ step;
            z[i] = ((v % 1000) as f32 * WEIGHTS[i % 3]) * GAIN as f32 * SIGNS[(v >> 2) as usize % 2];
        }
    }
}
// CHECK: kernel @static_lut(
// CHECK: STEPS
