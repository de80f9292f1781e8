//! S5: `x.get(0).map(|v| { j = 0; *v })` rewrites the captured index.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_zeroed_in_option_map_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let w = x
            .get(0)
            .map(|v| {
                j = 0;
                *v
            })
            .unwrap_or(0.0);
        if j < y.len() {
            y[j] = w;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
