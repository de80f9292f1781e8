//! S5 misuse (red team 29): rows of 3 at `i = gid / 2`: threads 0 and 1 write row 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_half_id(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let i = gid / 2;
        for k in 0..3 { if i * 3 + k < out.len() { out[i * 3 + k] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
