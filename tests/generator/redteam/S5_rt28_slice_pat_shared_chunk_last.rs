//! S5 misuse (red team 28): `if let Some(c) = y.chunks_mut(2).nth(i / 2) { if let [.., l] = c { *l = .. } }` (threads 2k, 2k+1 share chunk k). Docs (S5: a chunk not from the thread): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_shared_chunk_last(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_mut(2).nth(i / 2) {
            if let [.., l] = c { *l = x[0]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
