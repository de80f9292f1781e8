//! S5 twin (red team 28): `let (_l, r) = y.split_at_mut(i); if let [f, ..] = r { *f = .. }`: thread i writes y[i]. Docs: translate expected.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_split_right_first_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < y.len() {
            let (_l, r) = y.split_at_mut(i);
            if let [f, ..] = r { *f = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_split_right_first_twin(
