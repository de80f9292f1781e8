//! `[h, rest @ ..]` of a local array at opt-level 0 borrows the subarray
//! (`&(*r)[1..3]`, a `&[u32; 2]` inside the `[u32; 3]`): refused, as a
//! pointer to a 2-element array inside a 3-element one names no C++ object
//! (accesses through it could be reordered against the array's own). At
//! opt-level 3 the element is indexed directly and the kernel translates
//! (accept/slice_pat_rest_local_array.rs).
// OPT-LEVELS: 0
#![no_std]
#![allow(irrefutable_let_patterns)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pat_rest_local_array_o0(x: &[u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < z.len() && i < x.len() {
            let a = [x[i], 1, 2];
            let mut s = 0;
            if let [h, rest @ ..] = &a {
                s = *h + rest.len() as u32 + rest[1];
            }
            z[i] = s;
        }
    }
}
// CHECK: error[RG0301]: cannot emit this place
