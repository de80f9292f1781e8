//! S9 twin (red team 29): `gid / 64 < rows` around a shuffle (64 a multiple of 32). Docs: translates (`a / 32k`).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_gid_64_twin(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid / 64 < rows { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v as f32; } }
    }
}
// CHECK: kernel @rt29_warp_rows_gid_64_twin(
