//! S5 misuse (red team 22): two flagged operations; the flag of `g.overflowing_add(1)` is tested, the value of `g.overflowing_mul(1 << 56)` (whose flag is dropped) indexes the write. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_other_ops_flag_tested(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _o1) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let (w, o2) = g.overflowing_add(1);
        if o2 {
            return;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[w as usize % x.len()];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
