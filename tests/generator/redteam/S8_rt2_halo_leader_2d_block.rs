//! S8 (launch obligation): the documented halo stencil, thread 0 writes the
//! halo slots `tile[0]` and `tile[BLOCK + 1]`, every thread `tile[t + 1]`. In
//! a 2-D block every row has a thread with `thread_idx_x() == 0`, so the
//! halo slots get one writer per row. The docs make the S8 proofs' 1-D block
//! a launch obligation: the launch with block (32, 2) must be refused
//! (`InvalidLaunchConfig`). S8_rt2_halo_leader_2d_block.main.cpp runs it.
#![no_std]
use rsgpu::*;

const BLOCK: usize = 32;

rsgpu::kernel! {
    pub fn halo_leader_2d_block(x: &[f32], y: &mut [f32]) {
        let mut tile = shared_array::<f32, 34>();
        let t = thread_idx_x() as usize;
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len();
        tile[t + 1] = if g < n { x[g] } else { 0.0 };
        if t == 0 {
            tile[0] = if g > 0 && g - 1 < n { x[g - 1] } else { 0.0 };
            tile[BLOCK + 1] = if g + BLOCK < n { x[g + BLOCK] } else { 0.0 };
        }
        sync_threads();
        if g < y.len() {
            y[g] = tile[t] + tile[t + 1] + tile[t + 2];
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
