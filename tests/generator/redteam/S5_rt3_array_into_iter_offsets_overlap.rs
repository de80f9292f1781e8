//! S5: `for k in [0usize, 1, 2] { y[2 * i + k] = .. }` (`array::IntoIter`):
//! thread i's third element 2i + 2 is thread i + 1's first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_into_iter_offsets_overlap(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in [0usize, 1, 2] {
            if 2 * i + k < y.len() {
                y[2 * i + k] = k as f32;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
