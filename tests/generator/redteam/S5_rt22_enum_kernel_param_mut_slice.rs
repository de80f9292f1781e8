//! Data-enum rule (red team 22): a `&mut [Mode]` kernel parameter of a data enum, each thread writing its own element. Docs (a slice of it is RG0106): RG0106.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    Scale(f32),
    Keep,
}

rsgpu::kernel! {
    pub fn rt22_enum_kernel_param_mut_slice(x: &[f32], y: &mut [Mode]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = Mode::Scale(x[i]);
        }
    }
}
// CHECK: error[RG0106]:{{.*}}`y`
