//! Twin: a slice pattern on a read-only sub-slice, `if let [a, b] = &x[2i..2i + 2]`,
//! writing the thread's own y[i]. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_pair_read_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && 2 * i + 2 <= x.len() {
            if let [a, b] = &x[2 * i..2 * i + 2] {
                y[i] = *a + *b;
            }
        }
    }
}
// CHECK: kernel @slice_pattern_pair_read_twin(
