//! S5: `let r = &mut j; let r2 = &mut *r; *r2 = 0; y[j] = ..` — a reborrow of the `&mut`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_through_reborrow(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let r = &mut j;
        let r2 = &mut *r;
        *r2 = 0;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
