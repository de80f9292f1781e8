//! A barrier in `binary_search_by`'s comparator (branch it28 mapped
//! `binary_search_by`): it is called once per halving step, a number that
//! depends on the slice's length, and the comparator's result steers which
//! elements are compared: refused as for `fold`'s closures.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn binary_search_by_barrier(keys: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = (i % 8).min(keys.len());
        let r = keys[..n].binary_search_by(|p| {
            sync_threads();
            p.cmp(&(i as u32))
        });
        if i < out.len() {
            out[i] = r.unwrap_or(0) as u32;
        }
    }
}
// CHECK-O0: error[RG0210]: barrier in the closure `binary_search_by_barrier::{closure#0}` handed to `core.slice.binary_search_by` is reached a number of times that may differ between threads
// CHECK-O3: error[RG0210]: barrier `core.slice.binary_search_by(.., binary_search_by_barrier::{closure#0})` is reached only by the threads for which
