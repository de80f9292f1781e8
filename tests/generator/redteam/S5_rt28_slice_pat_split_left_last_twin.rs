//! S5 twin (red team 28): `let (l, _r) = y.split_at_mut(i + 1); if let [.., b] = l { *b = .. }`: thread i writes y[i], its own. Docs: translate expected (a false positive if refused: halves of split_at_mut are documented partly).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_split_left_last_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < y.len() {
            let (l, _r) = y.split_at_mut(i + 1);
            if let [.., b] = l { *b = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_split_left_last_twin(
