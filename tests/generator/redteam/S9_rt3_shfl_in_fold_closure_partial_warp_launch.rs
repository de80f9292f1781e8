//! S9: a warp shuffle only inside a closure handed to core's `fold`, over the
//! whole read-only `x` (a uniform trip count, so no divergence):
//! `x.iter().fold(0.0, |a, v| a + shfl_xor(*v + a, 1))`. A kernel that reaches
//! a warp collective takes the launch obligation of whole warps
//! (analyses.md: `fits_whole_warps`); launched with 48-thread blocks, the
//! second warp's lanes 16..31 do not exist. Expected: launch() refuses
//! (InvalidLaunchConfig), as it does for the same shuffle written in a loop.
//! Today the obligation is missing (cause B: the closure's collective is not
//! seen) and the device-side whole-tile check panics instead: the run case
//! accepts that DevicePanic.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_in_fold_closure_partial_warp_launch(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = x.iter().fold(0.0f32, |a, v| a + warp::shfl_xor(*v + a, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// REJECT-OK: error\[RG021[01]\]
