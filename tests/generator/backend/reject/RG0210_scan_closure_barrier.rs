//! A barrier in `scan`'s closure (branch it28): the items end at the first
//! `None` it returns, and that depends on the thread's data, so threads call
//! it (and reach the barrier) different numbers of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_closure_barrier(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len().min(8);
        let c = x[0..n].iter().scan(i as u32, |s, &v| {
            sync_threads();
            if v > *s { None } else { *s -= v; Some(*s) }
        }).count();
        if i < out.len() {
            out[i] = c as u32;
        }
    }
}
// CHECK: error[RG0210]: barrier in the closure `scan_closure_barrier::{closure#0}` handed to `{{core.iter.fold|core.adapt.scan}}` is reached a number of times that may differ between threads
