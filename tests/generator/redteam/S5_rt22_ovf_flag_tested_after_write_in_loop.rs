//! S5 misuse (red team 22): the value of `v.overflowing_mul(1 << 28)` is carried across loop iterations; each trip tests the previous trip's flag at its start, so the last product (g * 2^56, wrapped) leaves the loop untested and indexes the write. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_tested_after_write_in_loop(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut v = g;
        let mut o = false;
        for _ in 0..2 {
            if o {
                return;
            }
            let r = v.overflowing_mul(0x1000_0000u64);
            v = r.0;
            o = r.1;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
