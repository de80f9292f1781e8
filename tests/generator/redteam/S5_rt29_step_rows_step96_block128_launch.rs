//! S5 (launch obligation, red team 29): a block per row walked by `step_by(96)`: with 128-thread blocks thread 96's first column is thread 0's second (96). The docs make `block_dim_x <= S` a launch obligation: a 128-thread block must be refused at launch (`InvalidLaunchConfig`); 96 runs, 64 runs and leaves columns 64..95 of each 96 unwritten.
//! S5_rt29_step_rows_step96_block128_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_step96_launch(y: &mut [u32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(96) { y[row * cols + c] = (row * 1000 + c) as u32; }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
