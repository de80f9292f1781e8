//! S5 twin (red team 22): `if let Some(v) = g.checked_mul(1u64 << 56)`: the factor spelled as a constant shift (rustc's opt-level 0 MIR computes `1 << 56` at run time, with its shift-amount assert). Correct; a refusal at opt-level 0 is a false positive (the literal factor translates).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_shift_factor_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        if let Some(v) = g.checked_mul(1u64 << 56) {
            let k = v as usize;
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: kernel @rt22_ovf_checked_shift_factor_twin(
