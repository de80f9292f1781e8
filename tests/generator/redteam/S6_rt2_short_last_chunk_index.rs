//! S6: `x.chunks(4).nth(i)` and then `c[3]`: the last chunk of a 62-element
//! slice has 2 elements, so Rust panics ("index out of bounds: the len is 2
//! but the index is 3") in the thread that gets it. A bounds proof that took
//! every chunk to hold 4 elements would read past `x`.
//! S6_rt2_short_last_chunk_index.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn short_last_chunk_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            if let Some(c) = x.chunks(4).nth(i) {
                y[i] = c[0] + c[3];
            }
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation), or,
// at O3, the documented `Chunks` gap (rust-coverage.md `it_chunks` O3: RG0101
// "unsupported aggregate `Chunks::<'_, f32>`"): never a silent run.
// REJECT-OK: error\[RG02[0-9][0-9]\]|error\[RG0101\]: unsupported aggregate `Chunks
