//! An enum with data is thread-private (ir/DataEnums.cpp: no C layout, its
//! tag written only by device code): a kernel parameter of it cannot cross
//! the launch boundary (RG0106), so a host value can never hold a tag that
//! is no variant.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
pub enum Mode {
    Scale(f32),
    Keep,
}

rsgpu::kernel! {
    pub fn enum_data_param(m: Mode, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = match m {
                Mode::Scale(s) => x[i] * s,
                Mode::Keep => x[i],
            };
        }
    }
}
// CHECK: error[RG0106]: parameter `m` of kernel `enum_data_param` has type `Mode`, a struct without a C layout
