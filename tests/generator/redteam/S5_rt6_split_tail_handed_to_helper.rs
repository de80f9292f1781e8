//! S5: the tail of a split handed to a device fn writing `s[j]` at the
//! caller's thread index: fine by itself, but the caller also writes `y[i +
//! m]`... Simpler: every thread hands `hi` itself. Expected RG0201/2/3.
#![no_std]
use rsgpu::*;

fn put(s: &mut [f32], j: usize, v: f32) {
    if j < s.len() {
        s[j] = v;
    }
}

rsgpu::kernel! {
    pub fn split_tail_handed_to_helper(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        put(hi, i / 2, 1.0);
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
