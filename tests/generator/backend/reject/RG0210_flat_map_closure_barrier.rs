//! Near miss of `flat_map` (branch it29): a barrier in its closure, called
//! once per item of the inner iterator, whose length is the thread's own
//! (`x[i..]`): threads reach it different numbers of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flat_map_closure_barrier(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len().min(8);
        let c: u32 = x[i.min(n)..n].iter().flat_map(|&v| {
            sync_threads();
            [v, v + 1]
        }).sum();
        if i < out.len() {
            out[i] = c;
        }
    }
}
// CHECK-O0: error[RG0210]: barrier in the closure `flat_map_closure_barrier::{closure#0}` handed to `core.adapt.flat_map` is reached a number of times that may differ between threads
// CHECK-O3: error[RG0210]: barrier `core.adapt.map(.., flat_map_closure_barrier::{closure#0})` is reached only by the threads for which
