//! S9 misuse (red team 29): `gid / 32 < x[gid]`: the bound read at a per-thread index. Docs: RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_bound_from_x(x: &[u32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid < x.len() && ((gid / 32) as u32) < x[gid] { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v as f32; } }
    }
}
// CHECK: error[RG0211]:
