//! A fieldless enum whose variant `Mode::Fast` has no `= N`: MIR spells only
//! explicit discriminants; rustc gives `Fast` the one after `Exact = 1`,
//! which rsgpu-gen reads from the declaration in the source file the MIR
//! names (ir/EnumSource.cpp). It was RG0102 before.
#![no_std]
use rsgpu::*;

#[repr(u32)]
#[derive(Clone, Copy)]
pub enum Mode {
    Exact = 1,
    Fast,
}

#[inline(never)]
fn pick(v: u32) -> Mode {
    if v > 3 { Mode::Fast } else { Mode::Exact }
}

rsgpu::kernel! {
    pub fn enum_variant_implicit_discriminant(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = match pick(x[i]) {
                Mode::Exact => x[i],
                Mode::Fast => x[i] / 2,
            };
        }
    }
}
// CHECK: fn @pick(
// CHECK: %ret = 2_u32
// CHECK: %ret = 1_u32
// CHECK: kernel @enum_variant_implicit_discriminant(
