//! S8 misuse (red team 18): a helper without parameters returning `ballot(thread_idx_x() < 32)` (all ones in warp 0, zero elsewhere): warp-uniform, not block-uniform.
#![no_std]
use rsgpu::*;

fn warp0() -> u32 {
    warp::ballot(thread_idx_x() < 32)
}

rsgpu::kernel! {
    pub fn helper_ballot_no_params(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if warp0() != 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
