//! S5 twin (red team 28): `let c = if o { None } else { Some(k) }; if let Some(k) = c { y[k] = .. }`. Docs: the value read in the Some arm is past the flag's 0 edge: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_option_payload_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let c = if o { None } else { Some(k) };
        if let Some(k) = c {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_option_payload_twin(
