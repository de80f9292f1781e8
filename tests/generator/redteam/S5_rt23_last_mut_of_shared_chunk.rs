//! S5 misuse (red team 23): `y.chunks_mut(4).nth(i / 2)`'s `last_mut()`: threads 2k and 2k + 1 write the same element. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_last_mut_of_shared_chunk(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i / 2) {
            if let Some(f) = c.last_mut() {
                *f = x[0];
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
