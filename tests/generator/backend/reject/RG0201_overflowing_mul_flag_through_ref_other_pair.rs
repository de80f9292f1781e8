//! Near miss of redteam S5_rt22_ovf_flag_through_ref_tested_twin: two pairs
//! behind two references; the flag tested is the first one's, the value
//! written with is the second's (`g * 2^60`, wrapped: threads 0 and 16
//! both write `y[0]`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_through_ref_other_pair(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let u = g.overflowing_mul(0x1000_0000_0000_0000u64);
        let r = &t;
        let q = &u;
        if r.1 {
            return;
        }
        let k = q.0 as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[k]` may collide
