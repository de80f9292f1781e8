//! Near miss of accept/exact_rows.rs: `k in 0..K + 1` with rows of K.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_item_past_width(out: &mut [f32]) {
        const K: usize = 3;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..K + 1 {
            if i * K + k < out.len() {
                out[i * K + k] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * 3) + k)]` may collide
