//! S5: `y[gid.abs_diff(64)]` — threads 63 and 65 both write y[1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_abs_diff(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.abs_diff(64) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
