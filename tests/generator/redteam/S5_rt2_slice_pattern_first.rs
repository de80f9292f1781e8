//! S5: a slice pattern on the `&mut [T]` parameter binds its first element;
//! every thread writes it (`if let [first, ..] = y`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_first(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            if let [first, ..] = y {
                *first = x[i];
            }
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
