//! S5: every thread walks `x.chunks(4).enumerate()` and writes `y[k]` for
//! every chunk k (a read-only iterator driving the write index).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_enumerate_writes_all(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for (k, c) in x.chunks(4).enumerate() {
            if k < y.len() {
                y[k] = c[0] + i as f32;
            }
        }
    }
}
// CHECK-O0: error[RG020{{[12]}}]:
// O3: the `Chunks` aggregate is not translated (RG0101, rust-coverage.md `it_chunks` O3):
// never accepted there, the safety code once it is translated.
// CHECK-O3: error[RG0{{(10[0-2]|20[0-9])}}]:
// CHECK-O0: {{`y`|`y\[}}
