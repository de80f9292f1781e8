//! S8 misuse (red team 18): a generic helper `below<T: PartialOrd>(a, b) -> a < b` called with the thread id and a parameter.
#![no_std]
use rsgpu::*;

fn below<T: PartialOrd>(a: T, b: T) -> bool {
    a < b
}

rsgpu::kernel! {
    pub fn generic_below_mixed(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if below(thread_idx_x(), n) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
