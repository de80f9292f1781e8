//! S5: `y[(gid as i32 - 64).unsigned_abs()]` — threads 63 and 65 both write y[1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_unsigned_abs(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = (gid as i32 - 64).unsigned_abs() as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
