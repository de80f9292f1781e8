//! S8 misuse (red team 18): a helper returning `Some(block_dim_x())` in threads 0..15 and `None` in the others: the payload is uniform, the discriminant is not.
#![no_std]
use rsgpu::*;

fn maybe() -> Option<u32> {
    if thread_idx_x() < 16 {
        Some(block_dim_x())
    } else {
        None
    }
}

rsgpu::kernel! {
    pub fn option_some_by_thread(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(_d) = maybe() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
