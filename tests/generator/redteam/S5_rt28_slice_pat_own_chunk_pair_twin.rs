//! S5 twin (red team 28): `if let Some([a, b]) = y.chunks_exact_mut(2).nth(i).map(|c| c) ..`: `if let Some(c) = y.chunks_exact_mut(2).nth(i) { if let [a, b] = c { *a = ..; *b = .. } }`. Docs: translates (own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_own_chunk_pair_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_exact_mut(2).nth(i) {
            if let [a, b] = c { *a = x[0]; *b = x[0] * 2.0; }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_own_chunk_pair_twin(
