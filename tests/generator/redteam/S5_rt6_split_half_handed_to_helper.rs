//! S5: the head of a split (every thread's same `lo`, an alias of `y`, not a
//! thread's own part) handed to a device fn taking `&mut [T]` that writes
//! `s[0]`: every thread writes y[0]. Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;

fn put0(s: &mut [f32], v: f32) {
    if !s.is_empty() {
        s[0] = v;
    }
}

rsgpu::kernel! {
    pub fn split_half_handed_to_helper(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, _hi) = y.split_at_mut(m);
        put0(lo, i as f32);
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
