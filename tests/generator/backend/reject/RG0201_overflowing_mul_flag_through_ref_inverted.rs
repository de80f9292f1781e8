//! Near miss of redteam S5_rt22_ovf_flag_through_ref_tested_twin: the pair
//! read through a shared reference, but the write is on the flag's 1 edge
//! (`if !r.1 { return; }`): only overflowing threads write, with the
//! wrapped product (threads 256 and 512 both write `y[0]`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_through_ref_inverted(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let r = &t;
        if !r.1 {
            return;
        }
        let k = r.0 as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[k]` may collide
