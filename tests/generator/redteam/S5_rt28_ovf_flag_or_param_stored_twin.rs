//! S5 twin (red team 28): `let g = o || n > 0; if g { return; }` then `y[k]` (g is true whenever o is). Docs (a join of a guard path and a constant `true`): translate expected (a false positive if refused).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_or_param_stored_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let g = o || n > 0;
        if g { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_or_param_stored_twin(
