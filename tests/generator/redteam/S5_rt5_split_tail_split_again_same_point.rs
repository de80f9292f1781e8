//! S5 (part proofs): reject-form of S5_rt5_split_of_tail_keyed_as_tail (the
//! run case): `b` = tail of `hi.split_at_mut(m)` is y[2m..], `hi` is y[m..];
//! `b[i]` and `hi[i]` by thread i collide with thread i + m. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_split_again_same_point(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        {
            let (_a, b) = hi.split_at_mut(m);
            if i < b.len() {
                b[i] = 1.0;
            }
        }
        if i < hi.len() {
            hi[i] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: {{`y|`hi|`b}}
