//! S9 misuse (red team 29): `gid / 16 < rows` around `shfl_xor`: splits a warp. Docs: RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_gid_16(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid / 16 < rows { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v as f32; } }
    }
}
// CHECK: error[RG0211]:
