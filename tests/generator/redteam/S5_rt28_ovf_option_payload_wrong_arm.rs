//! S5 misuse (red team 28): `let c = if o { Some(k) } else { None }; if let Some(k) = c { y[k] = .. }` (the value kept only when wrapped). Docs (the value read past an Option's payload: no guard): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_option_payload_wrong_arm(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let c = if o { Some(k) } else { None };
        if let Some(k) = c {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
