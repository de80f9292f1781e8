//! S5: `match y { [.., last] => *last += v }`: every thread adds into the
//! last element of the `&mut [T]` parameter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_last(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            match y {
                [.., last] => *last += x[i],
                [] => {}
            }
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
