//! S5 twin (red team 29): rows of 7, `for k in 0..7` (K = 7, any constant). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_array_len_twin(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..7 { if gid * 7 + k < out.len() { out[gid * 7 + k] = x[0] + k as f32; } }
    }
}
// CHECK: kernel @rt29_exact_row_array_len_twin(
