//! S5 misuse (red team 28): `if let [f, .., _l] = y { *f = .. }` on the kernel's `&mut` parameter by every thread (all write y[0]). Docs (S5): RG0201 or RG0203 naming `y`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_param_first_every_thread(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let [f, .., _l] = y { *f = x[i % x.len()]; }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
