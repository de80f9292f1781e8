//! S5: `y[gid.isqrt()]` — threads 1, 2 and 3 all write y[1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_isqrt(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.isqrt() as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
