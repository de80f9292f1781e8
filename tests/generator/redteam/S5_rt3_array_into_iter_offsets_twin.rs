//! Twin: `for k in [0usize, 1] { y[2 * i + k] }` — thread i owns 2i, 2i + 1
//! (docs: `y[2 * i]` with `y[2 * i + 1]` is accepted; a loop over a constant
//! array of offsets may be refused conservatively: a false positive).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_into_iter_offsets_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in [0usize, 1] {
            if 2 * i + k < y.len() {
                y[2 * i + k] = k as f32;
            }
        }
    }
}
// CHECK: kernel @array_into_iter_offsets_twin(
