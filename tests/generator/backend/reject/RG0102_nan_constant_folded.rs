//! At opt-level 3 rustc folds `-f32::NAN` into a literal its MIR prints as
//! `NaN_f32`, the same text as `f32::NAN`: the sign (and any payload) is
//! gone, and emitting the quiet NaN would make `to_bits`, `copysign` and
//! `total_cmp` differ (red team 22). Refused; at opt-level 0 the MIR names
//! `Neg(f32::NAN)`, which translates.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn nan_constant_folded(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = if x[i] > 0.0 { x[i] } else { -f32::NAN };
        }
    }
}
// CHECK: error[RG0102]: a NaN constant folded by rustc (`NaN_f32`)
// CHECK: help: pass the NaN as a kernel parameter
