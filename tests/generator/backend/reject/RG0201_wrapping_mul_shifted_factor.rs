//! Near miss of redteam S5_rt22_ovf_checked_shift_factor_twin: the factor
//! `1u64 << 33` (computed at run time in opt-level 0's MIR, folded to the
//! constant 2^33 by the analyses) in a wrapping multiply: 32 + 33 bits do
//! not fit 64, threads 0 and 2^31 both write `y[0]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn wrapping_mul_shifted_factor(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = g.wrapping_mul(1u64 << 33) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[k]` may collide
