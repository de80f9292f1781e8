//! S5 misuse (red team 23): the flag stored (`let fine = !o`), then the value changed by `k = k.overflowing_mul(256).0` (flag dropped) before `if fine { y[k] = .. }`: k is i * 2^64 = 0 for every thread. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_stored_value_changed(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (mut k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let fine = !o;
        k = k.overflowing_mul(256).0;
        if fine {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
