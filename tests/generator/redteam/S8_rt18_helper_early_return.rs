//! S8 misuse (red team 18): a helper returning 1 early in thread 0 and 0 otherwise.
#![no_std]
use rsgpu::*;

fn early() -> u32 {
    if thread_idx_x() == 0 {
        return 1;
    }
    0
}

rsgpu::kernel! {
    pub fn helper_early_return(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if early() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
