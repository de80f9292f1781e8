//! Near miss of accept/exact_rows.rs: `k in 0..=3` with rows of 3:
//! thread i's k = 3 is thread i + 1's k = 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_item_inclusive(out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..=3 {
            if i * 3 + k < out.len() {
                out[i * 3 + k] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * 3) + k)]` may collide
