//! S9 misuse: a warp shuffle in the closure of `x[0..t].iter().zip(w.iter()).fold(..)`: the zip is as long as the thread's prefix (t = the lane), so the lanes run the shuffle different numbers of times (a shuffle that reads absent lanes). Expected RG0211.
#![no_std]
use rsgpu::*;
use rsgpu::warp::shfl_xor;

rsgpu::kernel! {
    pub fn shfl_in_zip_fold_over_thread_prefix(x: &[f32], w: &[f32], y: &mut [f32]) {
        let t = lane_id() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let d = x[0..t].iter().zip(w.iter()).fold(0.0f32, |a, (p, q)| a + shfl_xor(*p * *q, 1));
        if i < y.len() {
            y[i] = d;
        }
    }
}
// CHECK: error[RG0211]:
