//! Data-enum rule (red team 22): a `gpu_struct!` whose field is a data enum, passed as a kernel parameter. Docs (kernels.md: `gpu_struct!` fields are scalars, arrays of them, or other `gpu_struct!` structs, RG0105; a data enum never crosses the launch boundary).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Mode {
    Scale(f32),
    Keep,
}
impl Default for Mode {
    fn default() -> Self {
        Mode::Keep
    }
}
rsgpu::gpu_struct! {
    pub struct Cfg {
        pub m: Mode,
        pub n: u32,
    }
}

rsgpu::kernel! {
    pub fn rt22_enum_in_gpu_struct_param(c: Cfg, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = match c.m {
                Mode::Scale(s) => x[i] * s,
                Mode::Keep => x[i],
            };
        }
    }
}
// CHECK: error[RG0105]:{{.*}}Mode
