//! S5: `y[gid.max(8)]` — threads 0..=8 all write y[8].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_max_const(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.max(8) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
