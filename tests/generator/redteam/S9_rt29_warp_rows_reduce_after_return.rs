//! S9 misuse (red team 29): `if gid >= y.len() { return; }` then `if gid / 32 < rows { shfl_down }`: the early return splits the last warp. Docs: RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_reduce_after_return(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid >= y.len() { return; }
        if gid / 32 < rows { let v = shfl_down(x[0], 1); y[gid] = v; }
    }
}
// CHECK: error[RG0211]:
