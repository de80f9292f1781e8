//! S5: `core::mem::swap(&mut j, &mut k)` with `j = i`, `k = 0`: every thread then writes `y[j]` = y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_swapped_with_zero(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let mut k = 0usize;
        core::mem::swap(&mut j, &mut k);
        if j < y.len() && k < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
