//! Near miss of accept/exact_offsets.rs: `out[i * 3]` and `out[i * 3 + 3]`:
//! the offset 3 is not below the width, thread i's second write is thread
//! i + 1's first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_offsets_past_width(out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i * 3 + 3 < out.len() {
            out[i * 3] = 1;
            out[i * 3 + 3] = 2;
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * 3) + 3)]` may collide: two threads can access the same element
// CHECK: `out[(i * 3)]` is accessed too
