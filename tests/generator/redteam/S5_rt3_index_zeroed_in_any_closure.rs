//! S5: `x.iter().any(|_| { j = 0; true })` rewrites the captured index: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_in_any_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let _ = x.iter().any(|_| {
            j = 0;
            true
        });
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
