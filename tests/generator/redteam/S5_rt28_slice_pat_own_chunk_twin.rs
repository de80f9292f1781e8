//! S5 twin (red team 28): `if let Some(c) = y.chunks_mut(3).nth(i) { match c { [f, .., l] => { *f = ..; *l = .. } [o] => *o = .., [] => {} } }` (the thread's own chunk). Docs: translates (own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_own_chunk_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_mut(3).nth(i) {
            match c {
                [f, .., l] => { *f = x[0]; *l = x[0] + 2.0; }
                [o] => { *o = 5.0; }
                [] => {}
            }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_own_chunk_twin(
