//! S5 misuse (red team 28): the pair in a local `t`, `let r = &mut t; r.1 = false;` then `if !t.1 { y[t.0] = .. }`: the flag was overwritten. Docs (a local borrowed mutably is not tracked: the operation is .flagged): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_cleared_through_mut_ref(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut t = i.overflowing_mul(0x0100_0000_0000_0000);
        let r = &mut t;
        r.1 = false;
        if !t.1 {
            let k = t.0;
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
