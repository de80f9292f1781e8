//! S8 misuse (red team 18): a scalar helper `positive(v: f32)` handed `y[0]`, a copy of an element of a `&mut` slice thread 0 writes during the launch: the copy is loaded per thread.
#![no_std]
use rsgpu::*;

fn positive(v: f32) -> bool {
    v > 0.0
}

rsgpu::kernel! {
    pub fn scalar_copy_of_mut_elem(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i == 0 && !y.is_empty() {
            y[0] = x[0];
        }
        if !y.is_empty() && positive(y[0]) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
