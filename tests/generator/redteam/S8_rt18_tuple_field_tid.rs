//! S8 misuse (red team 18): a helper returning `(block_dim_x(), thread_idx_x())`: the uniform field 0 and the per-thread field 1; the barrier is under field 1.
#![no_std]
use rsgpu::*;

fn pair() -> (u32, u32) {
    (block_dim_x(), thread_idx_x())
}

rsgpu::kernel! {
    pub fn tuple_field_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = pair();
        if p.1 < p.0 / 2 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
