//! Twin (false-positive probe): `let s = if flag != 0 { z } else { x };
//! y[i + s.len()]` with `flag` a kernel parameter — one slice for the whole
//! launch, so `i + s.len()` is `i` plus a uniform offset (analyses.md: a slice
//! value's length is as uniform as the value). Must translate. O0: RG0201
//! (O3 translates).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_param_chosen_by_uniform_flag_len_twin(flag: u32, x: &[f32], z: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: &[f32] = if flag != 0 { z } else { x };
        let j = i + s.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @slice_param_chosen_by_uniform_flag_len_twin(
