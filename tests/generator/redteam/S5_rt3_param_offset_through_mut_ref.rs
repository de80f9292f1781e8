//! S5: a parameter offset (taken as invariant) replaced per thread through a
//! `&mut`: `*r = 0usize.wrapping_sub(i); y[i.wrapping_add(off)]` = y[0] for
//! every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_offset_through_mut_ref(mut off: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = &mut off;
        *r = 0usize.wrapping_sub(i);
        let j = i.wrapping_add(off);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
