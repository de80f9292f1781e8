//! S5 misuse (red team 23): the pair destructured the wrong way round in a helper-free `let (o, k) = { let t = i.overflowing_mul(1 << 56); (t.1, t.0) }`, then `if o { y[k] = .. }`: the overflow branch. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_tuple_swapped_flag(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (o, k) = {
            let t = i.overflowing_mul(0x0100_0000_0000_0000);
            (t.1, t.0)
        };
        if o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
