//! S8 misuse (red team 21): `x.iter().filter(|v| **v > y0)` with `y0` read from the `&mut` parameter `y[0]` (written by thread 0 during the launch), then a barrier in `fold`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_fold_barrier_over_filter_on_data(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let y0 = y[0];
        let s = x.iter().filter(|v| **v > y0).fold(0.0, |a, v| {
            sync_threads();
            a + v
        });
        if i == 0 {
            y[0] = s;
        }
    }
}
// CHECK: error[RG0210]:
