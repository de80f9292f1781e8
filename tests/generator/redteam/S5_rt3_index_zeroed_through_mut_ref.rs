//! S5: `let mut j = i; let r = &mut j; *r = 0; y[j] = ..`: every thread
//! writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_through_mut_ref(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let r = &mut j;
        *r = 0;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
