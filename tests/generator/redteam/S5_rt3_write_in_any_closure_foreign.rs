//! S5: `x.iter().any(|v| { y[i + 1] = *v; false })` plus `y[i] = ..` — thread i writes its neighbour's element inside the `any` closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn write_in_any_closure_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y[i] = 1.0;
            let _ = x.iter().any(|v| {
                y[i + 1] = *v;
                false
            });
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
