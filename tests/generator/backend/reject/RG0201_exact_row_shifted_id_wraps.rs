// OPT-LEVELS: 3
//! Near miss of accept/exact_rows.rs: the row `i + s` of a parameter `s`:
//! at opt-level 3 `(i + s) * 3 + k` wraps for s near 2^64 / 3 onto another
//! thread's row (at opt-level 0 the arithmetic is checked: accepted).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_shifted_id_wraps(out: &mut [f32], s: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize + s;
        for k in 0..3 {
            if i * 3 + k < out.len() {
                out[i * 3 + k] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * 3) + k)]` may collide
