//! S5 twin (red team 29): `out[i * 3 + k]`, k the count of `top.iter().enumerate()` over `[f32; 3]`. Docs ("A width that is no power of two"): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_enumerate_twin(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let top: [f32; 3] = [x[0], x[1], x[2]];
        for (k, v) in top.iter().enumerate() { if gid * 3 + k < out.len() { out[gid * 3 + k] = *v; } }
    }
}
// CHECK: kernel @rt29_exact_row_enumerate_twin(
