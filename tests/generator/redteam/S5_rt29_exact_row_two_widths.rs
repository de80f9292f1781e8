//! S5 misuse (red team 29): rows of 3 and rows of 5 of one buffer (`out[gid * 3 + k]`, `out[gid * 5 + k]`): thread 1's row of 3 is inside thread 0's row of 5. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_two_widths(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..3 { if gid * 3 + k < out.len() { out[gid * 3 + k] = x[0]; } }
        for k in 0..5 { if gid * 5 + k < out.len() { out[gid * 5 + k] += 1.0; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
