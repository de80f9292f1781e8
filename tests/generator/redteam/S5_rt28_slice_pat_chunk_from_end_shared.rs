//! S5 misuse (red team 28): `if let Some(c) = y.chunks_mut(4).nth(i / 2) { if let [.., p, _] = c { *p = .. } }` (threads 2k, 2k+1 share chunk k: both write its len - 2). Docs (S5): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_chunk_from_end_shared(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_mut(4).nth(i / 2) {
            if let [.., p, _] = c { *p = x[0]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
