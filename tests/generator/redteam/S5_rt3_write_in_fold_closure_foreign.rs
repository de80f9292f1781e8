//! S5: `x.iter().fold(0.0, |acc, v| { y[i / 2] = *v; acc + *v })` — a closure core's `fold` calls captures `y` and writes a slot threads 2k, 2k + 1 share.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn write_in_fold_closure_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < y.len() {
            let s = x.iter().fold(0.0f32, |acc, v| {
                y[i / 2] = *v;
                acc + *v
            });
            y[i / 2] += s;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
