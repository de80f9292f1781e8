//! S5: `y.chunks_mut(2).nth(i)` and `y.chunks_mut(4).nth(i)`: y[2i] and y[4i]
//! (thread 2k writes y[4k] as its 2-chunk, thread k as its 4-chunk). Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_two_widths(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            c[0] = 1.0;
        }
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c[0] = 2.0;
        }
    }
}
// CHECK: error[RG0201]:
// CHECK: chunks_mut
