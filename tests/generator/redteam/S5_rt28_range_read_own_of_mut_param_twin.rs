//! S5 twin (red team 28): `let w = &y[i..=i]; let v = w[0]; y[i] = v + 1.0` (the thread's own element). Docs: translate expected (RG0203 'read of a sub-slice' would be a false positive).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_read_own_of_mut_param_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < y.len() {
            let w = &y[i..=i];
            let v = w[0];
            y[i] = v + 1.0;
        }
    }
}
// CHECK: kernel @rt28_range_read_own_of_mut_param_twin(
