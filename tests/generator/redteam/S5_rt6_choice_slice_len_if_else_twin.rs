//! Twin (correct, ThreadChoices): one of two read-only slices chosen once by a
//! parameter flag, its length an offset. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_choice_slice_len_if_else_twin(y: &mut [f32], z: &[f32], x: &[f32], flag: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if flag != 0 { z } else { x };
        let k = s.len();
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: kernel @S5_rt6_choice_slice_len_if_else_twin(
