//! A fieldless enum whose variant `Mode::Fast` has no `= N`: MIR spells only
//! explicit discriminants, and rsgpu-gen does not guess the value (RG0102).
//! With `Fast = 2` the kernel translates (coverage kernel `own_enum_param`).
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
// CHECK: error[RG0102]: the enum variant `Mode::Fast` has no discriminant in the MIR (only variants written `= N` do)
