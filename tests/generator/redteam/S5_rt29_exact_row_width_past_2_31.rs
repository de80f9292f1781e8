//! S5 misuse (red team 29): exact rows of width 5000000001 (no power of two, past 2^31): at opt-level 3 `gid * m + k` wraps mod 2^64 for gid near 2^32, so two threads can meet. Docs ("A width that is no power of two": m <= 2^31): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_exact_row_width_past_2_31(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..3 { if gid * 5000000001 + k < out.len() { out[gid * 5000000001 + k] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
