//! S8: `if let Some(c) = x.chunks(4).nth(t) { sync_threads() }`: a chunk only
//! for the threads below x.len() / 4.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_chunks_nth(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        if let Some(c) = x.chunks(4).nth(t) {
            acc = c[0];
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK-O0: error[RG0210]:
// O3: the `Chunks` aggregate is not translated (RG0101, rust-coverage.md `it_chunks` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
