//! S5: `y.split_at_mut(m)` twice with the local `m` reassigned between (m0,
//! then m0 + 1): `hi[i]` is y[m0 + i], then y[m0 + 1 + i] = the first tail of
//! thread i + 1. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_point_local_reassigned(y: &mut [f32], m0: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut m = m0;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if i < hi.len() {
                hi[i] = 1.0;
            }
        }
        m = m0 + 1;
        let (_lo, hi) = y.split_at_mut(m);
        if i < hi.len() {
            hi[i] = 2.0;
        }
    }
}
// CHECK: error[RG0201]:
// CHECK: split_at_mut
