//! S5: tails at two parameters, `y.split_at_mut(m).1[i]` then
//! `y.split_at_mut(n).1[i]`: threads i and i + (n - m) meet. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_two_params(y: &mut [f32], m: usize, n: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if i < hi.len() {
                hi[i] = 1.0;
            }
        }
        let (_lo, hi) = y.split_at_mut(n);
        if i < hi.len() {
            hi[i] = 2.0;
        }
    }
}
// CHECK: error[RG0201]:
