//! S5: chunk i of 4 and the element `(i as u32).wrapping_mul(4) + 3`
//! computed in 32 bits: thread i and thread i + 2^30 write one element (the
//! product wraps; the docs' "the mul rule keeps the bits of X" holds in the
//! index's width only). Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunk_elem_u32_wrapping(y: &mut [f32]) {
        let g = block_idx_x().wrapping_mul(block_dim_x()).wrapping_add(thread_idx_x());
        let i = g as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c[0] = 1.0;
        }
        let j = g.wrapping_mul(4).wrapping_add(3) as usize;
        if j < y.len() {
            y[j] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
