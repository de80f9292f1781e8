//! Twin: the step spelled with an explicit overflow check, `match i.checked_add(stride) { Some(v) => i = v, None => break }`, under `while i < n` (n a parameter): nothing wraps at any level. Must translate at O0 and O3 (docs: the step must be overflow-checked or under a length test).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_checked_add_twin(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            match i.checked_add(stride) {
                Some(v) => i = v,
                None => break,
            }
        }
    }
}
// CHECK: kernel @gs_checked_add_twin(
