//! S5: `j.clone_from(&k)` with `k = 0`: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_clone_from(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        let k = 0usize;
        j.clone_from(&k);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `Clone::clone_from` not in the call table (RG0100); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
