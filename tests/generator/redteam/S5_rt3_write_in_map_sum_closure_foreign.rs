//! S5: `x.iter().map(|v| { y[0] = *v; *v }).sum()` — every thread writes y[0] inside the `map` closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn write_in_map_sum_closure_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 0 < y.len() {
            let s: f32 = x
                .iter()
                .map(|v| {
                    y[0] = *v;
                    *v
                })
                .sum();
            if i < x.len() {
                let _ = s;
            }
        }
    }
}
// O3: core's `map_fold` closure is not mapped (RG0101): refused, not for the safety rule.
// CHECK-O0: error[RG020{{[123]}}]:
// CHECK-O3: error[RG0{{(10[0-2]|20[0-3]|22[0-2])}}]:
// CHECK-O0: {{`y`|`y\[}}
