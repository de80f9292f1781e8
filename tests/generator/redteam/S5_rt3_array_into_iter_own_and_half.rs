//! S5: `for j in [gid, gid / 2] { y[j] = .. }` — an `array::IntoIter` over two thread-dependent indices, the second shared by threads 2k, 2k + 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_into_iter_own_and_half(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in [gid, gid / 2] {
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
