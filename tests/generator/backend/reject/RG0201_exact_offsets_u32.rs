//! Near miss of accept/exact_offsets.rs: the row `i * 3 + c` computed in
//! u32 (then widened): at opt-level 3 `i * 3` wraps past 2^32 / 3 threads
//! onto another thread's row; only 64-bit arithmetic of the id itself is
//! taken (at opt-level 0 too: the rule reads the width, not the checks).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_offsets_u32(out: &mut [u32]) {
        let i = block_idx_x() * block_dim_x() + thread_idx_x();
        if ((i * 3 + 2) as usize) < out.len() {
            out[(i * 3) as usize] = 1;
            out[(i * 3 + 1) as usize] = 2;
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide: two threads can access the same element
