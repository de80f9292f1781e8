//! S8 (launch obligation, red team 29): the xor pair `p = t ^ 1` under `p > t`, t = thread_idx_x(), the result written 2-D: in a 128 x 2 block threads (0, 0) and (0, 1) both swap slots 0 and 1. Docs: a 2-D block must be refused at launch.
//! S8_rt29_xor_pair_2d_block_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_2d_block_launch(y: &mut [u32], n: usize) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        let p = t ^ 1; if p > t && p < 256 { let a = s[t]; let b = s[p]; s[t] = b + 1; s[p] = a + 2; }
        sync_threads();
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n && col < n { y[row * n + col] = s[0] + s[1]; }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
