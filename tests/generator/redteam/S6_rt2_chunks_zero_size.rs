//! S6: `x.chunks(w)` with `w` a kernel parameter that is 0: Rust panics
//! ("chunk size must be non-zero"); the generated kernel must too, never loop
//! or divide by zero. S6_rt2_chunks_zero_size.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_zero_size(x: &[f32], w: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let mut acc = 0.0f32;
            if let Some(c) = x.chunks(w).nth(i) {
                acc = c[0];
            }
            y[i] = acc;
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation), or,
// at O3, the documented `Chunks` gap (rust-coverage.md `it_chunks` O3: RG0101
// "unsupported aggregate `Chunks::<'_, f32>`"): never a silent run.
// REJECT-OK: error\[RG02[0-9][0-9]\]|error\[RG0101\]: unsupported aggregate `Chunks
