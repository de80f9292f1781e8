//! S9 twin (red team 23): `(0..n).for_each(|_| v = shfl_xor(v, 1))` with a parameter `n`. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_for_each_uniform_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut v = x[0];
        (0..n).for_each(|_| {
            v = warp::shfl_xor(v, 1);
        });
        let s = v;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_shfl_in_for_each_uniform_twin(
