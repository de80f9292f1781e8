//! S5 twin (red team 29): `if thread_idx_x() < rows { let i = gid; y[i] = .. }` (the global id computed inside a thread-dependent branch). Docs: translates (the global id).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_gid_recomputed_under_thread_branch_twin(y: &mut [f32], rows: u32) {
        if thread_idx_x() < rows { let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; if i < y.len() { y[i] = 1.0; } }
    }
}
// CHECK: kernel @rt29_gid_recomputed_under_thread_branch_twin(
