//! S8 misuse (red team 18): a helper returning the warp id `thread_idx_x() / 32` (warp-uniform): a block barrier under `warp() == 0`.
#![no_std]
use rsgpu::*;

fn warp() -> u32 {
    thread_idx_x() / 32
}

rsgpu::kernel! {
    pub fn helper_warp_id(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if warp() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
