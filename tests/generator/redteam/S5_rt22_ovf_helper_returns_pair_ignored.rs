//! S5 misuse (red team 22): a helper returns `g.overflowing_mul(1 << 56)` (inlined at opt-level 3), the kernel drops the flag: `let (v, _) = scale(g)`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn scale(g: u64) -> (u64, bool) {
    g.overflowing_mul(0x0100_0000_0000_0000u64)
}

rsgpu::kernel! {
    pub fn rt22_ovf_helper_returns_pair_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = scale(g);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
