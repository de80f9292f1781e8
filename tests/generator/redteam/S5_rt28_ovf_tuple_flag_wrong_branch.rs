//! S5 misuse (red team 28): the pair kept in a 3-tuple `t = (k, o, 5)`, `if t.1 { y[t.0] = .. }` (the write when the flag is set). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_tuple_flag_wrong_branch(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let t = (k, o, 5u32);
        if t.1 {
            let k = t.0;
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
