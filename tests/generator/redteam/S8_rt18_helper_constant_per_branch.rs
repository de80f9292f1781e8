//! S8 misuse (red team 18): a helper without parameters returning the constant `true` or `false` per thread-dependent branch.
#![no_std]
use rsgpu::*;

fn flag() -> bool {
    if thread_idx_x() < 16 {
        true
    } else {
        false
    }
}

rsgpu::kernel! {
    pub fn helper_constant_per_branch(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if flag() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
