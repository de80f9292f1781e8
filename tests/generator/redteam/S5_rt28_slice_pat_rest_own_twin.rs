//! S5 twin (red team 28): `if let [_, rest @ ..] = y { rest[i] = .. }` (thread i writes y[i + 1], its own). Docs (rest is `subslice_pat`, an offset of `y`): translate expected (injective).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_rest_own_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let [_, rest @ ..] = y {
            if i < rest.len() { rest[i] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_rest_own_twin(
