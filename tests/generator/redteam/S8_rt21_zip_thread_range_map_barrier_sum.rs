//! S8 misuse (red team 21): `x.iter().zip(0..t)` (as many items as the shorter, per thread) then a barrier in `map`, summed.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_zip_thread_range_map_barrier_sum(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s: f32 = x.iter().zip(0..t).map(|(v, _)| {
            sync_threads();
            *v
        }).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
