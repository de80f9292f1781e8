//! S5: `y[gid.div_ceil(2)]` — threads 1 and 2 both write y[1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_div_ceil(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.div_ceil(2) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `u32::div_ceil` is in the call table (branch gen-calls): RG0201 at both levels.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
