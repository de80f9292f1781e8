//! S5: a closure capturing the head `lo` of a split (all of y[..m], the same
//! for every thread) and writing `lo[j]` at the index it is passed, called
//! with `i / 2`: threads 2k and 2k + 1 write y[k]. Expected RG0201/2/3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_captures_split_head(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, _hi) = y.split_at_mut(m);
        let mut put = |j: usize, v: f32| {
            if j < lo.len() {
                lo[j] = v;
            }
        };
        put(i / 2, 1.0);
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
