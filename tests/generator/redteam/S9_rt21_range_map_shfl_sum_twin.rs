//! S9 twin (red team 21): `(0..n).map(|k| shfl_xor(v + k, 1)).sum()` with `n` a kernel parameter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_range_map_shfl_sum_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let s: f32 = (0..n).map(|k| warp::shfl_xor(v + k as f32, 1)).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_range_map_shfl_sum_twin(
