//! S5: `y[(gid as f32) as usize]` — f32 has a 24-bit significand: threads 2^24 and 2^24 + 1 write one element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_f32_round_trip(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = (gid as f32) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
