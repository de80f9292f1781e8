//! S5 misuse (red team 29): `for k in 0..kp { out[i * 5 + k] }`, kp a parameter. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_k_from_param(x: &[f32], out: &mut [f32], kp: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..kp { if gid * 5 + k < out.len() { out[gid * 5 + k] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
