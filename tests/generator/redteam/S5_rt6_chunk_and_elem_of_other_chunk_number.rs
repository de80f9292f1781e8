//! S5: chunk `i` of 4 and the element `4 * (i + 1)`, written as `4 * j + 0`
//! with `j = i + 1` (the element inside the *next* thread's chunk).
//! Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunk_and_elem_of_other_chunk_number(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c[1] = 1.0;
        }
        let j = i + 1;
        if 4 * j < y.len() {
            y[4 * j] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
