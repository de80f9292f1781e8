//! S5: `(i as u16) as usize` — threads i and i + 65536 write one element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u16_truncated_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = (i as u16) as usize; // threads i and i + 65536
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
