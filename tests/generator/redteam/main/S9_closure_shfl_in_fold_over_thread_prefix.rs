//! S9 (regression guard of redteam3 cause B, fixed by fix-closures): a shuffle in the closure of `x[0..n].iter().fold(..)` with `n = lane_id()`: lanes run it different numbers of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_in_fold_over_thread_prefix(x: &[f32], y: &mut [f32]) {
        let l = lane_id() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = if l < x.len() { l } else { x.len() };
        let s = x[0..n].iter().fold(0.0f32, |acc, v| acc + warp::shfl_xor(*v, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
