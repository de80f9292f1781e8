//! `sort_unstable()` of the thread's own chunk (branch cr25): S5 holds, but
//! its length is no array's, so rsgpu-gen cannot tell that core sorts it by
//! insertion sort (at most 20 elements): RG0301 at O0; at O3 rustc's inlined
//! entry calls `ipnsort` for longer ones, refused by the call table (RG0301).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sort_own_chunk(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c.sort_unstable();
        }
    }
}
// CHECK-O0: error[RG0301]: cannot emit `core.slice.sort_unstable` of a slice whose length is not an array's
// CHECK-O3: error[RG0301]: `core::slice::sort::unstable::ipnsort
