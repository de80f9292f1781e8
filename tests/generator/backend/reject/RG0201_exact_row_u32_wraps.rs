// OPT-LEVELS: 3
//! Near miss of accept/exact_rows.rs: `i * 3 + k` in u32: at opt-level 3
//! it wraps past 2^32 / 3 threads onto another thread's row (at opt-level
//! 0 the arithmetic is checked: accepted).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_u32_wraps(out: &mut [f32]) {
        let i = block_idx_x() * block_dim_x() + thread_idx_x();
        for k in 0..3u32 {
            let ix = (i * 3 + k) as usize;
            if ix < out.len() {
                out[ix] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[ix]` may collide
