//! S9 misuse (red team 29): id `block_idx_x() * block_dim_y() + thread_idx_x()` (block_dim_y is 1 in 1-D blocks: block 1's ids 1..32). Docs: RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_block_dim_y(x: &[f32], y: &mut [f32], rows: u32) {
        let g = block_idx_x() * block_dim_y() + thread_idx_x();
        if g / 32 < rows { let v = shfl_xor(g, 1); let i = thread_idx_x() as usize; if i < y.len() { y[i] = v as f32; } }
    }
}
// CHECK: error[RG0211]:
