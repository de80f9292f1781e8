//! A barrier in `skip_while`'s predicate (branch it28): it is called until
//! it first fails, which depends on the thread's index here, so threads
//! reach the barrier different numbers of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn skip_while_predicate_barrier(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len().min(8);
        let c = x[0..n].iter().skip_while(|&&v| {
            sync_threads();
            v < i as u32
        }).count();
        if i < out.len() {
            out[i] = c as u32;
        }
    }
}
// CHECK: error[RG0210]: barrier in the closure `skip_while_predicate_barrier::{closure#0}` handed to `{{core.iter.fold|core.adapt.skip_while}}` is reached a number of times that may differ between threads
