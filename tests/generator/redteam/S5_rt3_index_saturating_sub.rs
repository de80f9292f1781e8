//! S5: `y[gid.saturating_sub(1)]` — threads 0 and 1 both write y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_saturating_sub(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.saturating_sub(1) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
