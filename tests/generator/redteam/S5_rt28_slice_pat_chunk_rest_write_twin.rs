//! S5 twin (red team 28): `if let Some(c) = y.chunks_mut(3).nth(i) { if let [f, rest @ ..] = c { *f = ..; if let Some(z) = rest.last_mut() { *z = .. } } }` (the thread's own chunk, `rest @ ..` written through). Docs (rust-coverage.md: a slice pattern's `rest @ ..` is `rsgpu::rust::subslice_pat`): translate expected.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_chunk_rest_write_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_mut(3).nth(i) {
            if let [f, rest @ ..] = c {
                *f = x[0];
                if let Some(z) = rest.last_mut() { *z = x[0] + 1.0; }
            }
        }
    }
}
// CHECK: kernel @rt28_slice_pat_chunk_rest_write_twin(
