//! S5 misuse (red team 29): the walk and `y[gid] = ..` of one buffer (two functions). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_and_gid_write(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize; let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
        if gid < y.len() { y[gid] = 2.0; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
