//! `fold` with a tuple init (`.fold((0.0f32, 1.0f32), |(a, b), &v| ..)`):
//! at O3 rustc passes the init as a constant, `const (0f32, 1f32)`, built
//! into a local as the O0 aggregate is. Empty, one-item and longer slices.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fold_tuple_init(x: &[f32], w: &[u32], out: &mut [f32], stats: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && 2 * i + 1 < stats.len() {
            let n = (i % 6).min(x.len());
            let (a, b) = x[0..n].iter().fold((0.0f32, 1.0f32), |(a, b), &v| (a + v, b * v));
            out[i] = a + b;
            let m = (i % 5).min(w.len());
            let (count, low) = w[0..m]
                .iter()
                .fold((0u32, u32::MAX), |(c, lo), &v| (c + 1, if v < lo { v } else { lo }));
            stats[2 * i] = count;
            stats[2 * i + 1] = low;
        }
    }
}
// CHECK: kernel @fold_tuple_init(
// CHECK-O3: tuple f32 0f32, 1f32
// CHECK-O3: tuple u32 0_u32, 4294967295_u32
