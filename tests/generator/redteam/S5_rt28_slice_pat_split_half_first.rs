//! S5 misuse (red team 28): `let (_l, r) = y.split_at_mut(n as usize); if let [f, ..] = r { *f = .. }` by every thread. Docs (S5): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_split_half_first(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if (n as usize) <= y.len() {
            let (_l, r) = y.split_at_mut(n as usize);
            if let [f, ..] = r { *f = x[i % x.len()]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
