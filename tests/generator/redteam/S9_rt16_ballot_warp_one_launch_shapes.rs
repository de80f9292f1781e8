//! S9 run case: `ballot` in warp 1 only (`if t / 32 == 1`, docs: `t / 32 ==
//! w` accepted with 1-D blocks of whole warps). 1-D blocks of 64 threads with
//! x[i] = i % 2: warp 1's lanes hold the ballot of the odd lanes
//! (0xaaaaaaaa); warp 0 keeps x. A 48 x 2 block (warp 1 is row 0's threads
//! 32..47, in, and row 1's 0..15, out) and a 16 x 4 block must be refused
//! with InvalidLaunchConfig.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_warp_one_launch_shapes(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * block_dim_x() as usize + t;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if t / 32 == 1 {
            v = warp::ballot(v > 0.5) as f32;
        }
        if i < out.len() {
            out[i] = v;
        }
    }
}
