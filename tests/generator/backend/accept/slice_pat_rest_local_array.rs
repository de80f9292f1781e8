//! Accepted (branch s29, red team 28's r28_slice_pat_write_local_rest): a
//! slice pattern's `rest @ ..` of a local array, read (`&a`) and written
//! (`&mut a`), at opt-level 3, which indexes it, `a[1..3][0 of 1]` (element
//! 1 of `a`). Opt-level 0 borrows the subarray, `&mut (*r)[1..3]` (an
//! `&mut [u32; 2]`), which is refused (RG0301: a pointer to a 2-element
//! array inside a 3-element one names no C++ object; session 29 removed
//! branch s29's reinterpret_cast for it). Differential:
//! coverage.r28_slice_pat_write_local_rest, coverage.r28_slice_pat_writes.
// OPT-LEVELS: 3
#![no_std]
#![allow(irrefutable_let_patterns)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pat_rest_read(x: &[u32], z: &mut [u32]) {
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

rsgpu::kernel! {
    pub fn slice_pat_rest_write(x: &[u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < z.len() && i < x.len() {
            let mut a = [x[i], 1, 2, 3];
            if let [h, rest @ .., l] = &mut a {
                *h += rest.len() as u32;
                rest[1] ^= 3;
                *l += rest[0];
            }
            z[i] = a[0] + a[1] * 10 + a[2] * 100 + a[3] * 1000;
        }
    }
}
// CHECK: kernel @slice_pat_rest_read(
// CHECK: kernel @slice_pat_rest_write(
