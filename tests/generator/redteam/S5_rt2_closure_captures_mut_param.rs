//! S5: a closure capturing the `&mut [T]` parameter, called by every thread,
//! writes element 0 (`let mut put = |v| y[0] = v;`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_captures_mut_param(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut put = |v: f32| {
            if y.len() > 0 {
                y[0] = v;
            }
        };
        if i < x.len() {
            put(x[i]);
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
