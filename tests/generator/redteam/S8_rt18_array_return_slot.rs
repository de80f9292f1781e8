//! S8 misuse (red team 18): a helper returning `[block_dim_x(), thread_idx_x()]`; the barrier is under element 1.
#![no_std]
use rsgpu::*;

fn arr() -> [u32; 2] {
    [block_dim_x(), thread_idx_x()]
}

rsgpu::kernel! {
    pub fn array_return_slot(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a = arr();
        if a[1] < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
