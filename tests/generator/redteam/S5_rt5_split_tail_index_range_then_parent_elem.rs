//! S5 (part proofs): `&mut hi[i..i + 1]` of the tail `hi` of
//! `y.split_at_mut(m)` is y[m + i]; after it, `y[i]`: threads i and i + m both
//! write y[m + i]. Expected RG0201 (O0 says so; O3 translates: the raw-pointer
//! part of the tail is proven as a part of `y` at offset i).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_index_range_then_parent_elem(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if i < hi.len() {
                let p = &mut hi[i..i + 1];
                p[0] = 1.0;
            }
        }
        if i < y.len() {
            y[i] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: {{`y|`hi|`p}}
