//! S9 twin (red team 29): `gid < rows * 32` (a uniform multiple of 32) around a shuffle. Docs: translates (`a < B` with B a product with a multiple of 32).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_gid_le_rows_times_32_twin(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid < rows * 32 { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v as f32; } }
    }
}
// CHECK: kernel @rt29_warp_rows_gid_le_rows_times_32_twin(
