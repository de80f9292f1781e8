//! S5 (launch obligation, red team 29): rows of 3 at `thread_idx_x() * 3 + k` (X = tid): two blocks write the same rows. Docs: tid is the id only in single-block launches: two blocks must be refused at launch.
//! S5_rt29_exact_row_tid_two_blocks_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_tid_launch(y: &mut [u32], n: usize) {
        let t = thread_idx_x() as usize;
        for k in 0..3 { if t * 3 + k < y.len() { y[t * 3 + k] = (t * 3 + k) as u32 + n as u32; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
