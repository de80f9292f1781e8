//! S8 misuse (red team 18): `warps()` (always uniform) called only in threads 0..15, its result kept in a local that stays 0 in the others.
#![no_std]
use rsgpu::*;

fn warps() -> u32 {
    block_dim_x() / 32
}

rsgpu::kernel! {
    pub fn uniform_helper_called_in_branch(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut w = 0;
        if thread_idx_x() < 16 {
            w = warps();
        }
        if w > 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
