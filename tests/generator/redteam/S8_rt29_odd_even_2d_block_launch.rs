//! S8 (launch obligation, red team 29): Blelloch's up-sweep slots `c(2t+1)-1` / `c(2t+2)-1` with t = thread_idx_x(), the result written 2-D (`y[row * n + col]`, no 1-D obligation from S5): in a 128 x 2 block threads (t, 0) and (t, 1) write one slot. Docs: odd/even slots hold in 1-D blocks: a 2-D block must be refused at launch.
//! S8_rt29_odd_even_2d_block_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_2d_block_launch(y: &mut [u32], n: usize) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        let mut offset = 1usize; let mut d = 128usize;
        while d > 0 { if t < d { let ai = offset * (2 * t + 1) - 1; let bi = offset * (2 * t + 2) - 1; s[bi] += s[ai] + 1; } offset *= 2; sync_threads(); d /= 2; }
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n && col < n { y[row * n + col] = s[255]; }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
