//! S9 twin (red team 29): `if gid / 32 < rows { shfl_xor }` (block_dim_x a multiple of 32 under the whole-warps obligation). Docs (ThreadWarps): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_shfl_twin(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 32;
        if row < rows { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v as f32; } }
    }
}
// CHECK: kernel @rt29_warp_rows_shfl_twin(
