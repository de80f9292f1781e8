//! Near miss of RG0106_enum_data_param.rs: a slice of an enum with data
//! (`&[Mode]`) from the host is refused too (RG0106).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
pub enum Mode {
    Scale(f32),
    Keep,
}

rsgpu::kernel! {
    pub fn enum_data_slice_param(m: &[Mode], x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() && i < m.len() {
            y[i] = match m[i] {
                Mode::Scale(s) => x[i] * s,
                Mode::Keep => x[i],
            };
        }
    }
}
// CHECK: error[RG0106]: parameter `m` of kernel `enum_data_slice_param` has type `&[Mode]`
