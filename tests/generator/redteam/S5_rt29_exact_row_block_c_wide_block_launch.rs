//! S5 (launch obligation, red team 29): rows of 3 at `(block_idx_x() * 64 + thread_idx_x()) * 3 + k`: with 128-thread blocks block 0's thread 64 and block 1's thread 0 share a row. Docs: `block_idx.x * C + tid` needs block_dim_x <= C: a 128-thread block must be refused at launch.
//! S5_rt29_exact_row_block_c_wide_block_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_block_c_launch(y: &mut [u32], n: usize) {
        let i = block_idx_x() as usize * 64 + thread_idx_x() as usize;
        for k in 0..3 { if i * 3 + k < y.len() { y[i * 3 + k] = (i * 3 + k) as u32 + n as u32; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
