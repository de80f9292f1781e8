//! S5 misuse (red team 23): `let (l, r) = y.split_at_mut(y.len() / 2); l.swap_with_slice(r)` (even length) by every thread: whole halves of a parameter. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_swap_with_slice_param_halves(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let h = y.len() / 2;
        if y.len() % 2 == 0 {
            let (l, r) = y.split_at_mut(h);
            l.swap_with_slice(r);
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
