//! Data-enum rule (red team 22): a data enum as a kernel parameter by value (`m: Mode`). Docs (kernels.md: a host value could hold a tag that is no variant): RG0106.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    Scale(f32),
    Keep,
}

rsgpu::kernel! {
    pub fn rt22_enum_kernel_param_by_value(m: Mode, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = match m {
                Mode::Scale(s) => x[i] * s,
                Mode::Keep => x[i],
            };
        }
    }
}
// CHECK: error[RG0106]:{{.*}}`m`
