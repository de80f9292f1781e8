//! S5 misuse (red team 23): `a.chunks_mut(2).nth(i)` swapped with `b.chunks_mut(2).nth(i / 2)`: threads 2k, 2k + 1 both write b's chunk k. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_swap_with_slice_shared_chunk(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let (Some(p), Some(q)) = (a.chunks_mut(2).nth(i), b.chunks_mut(2).nth(i / 2)) {
            if p.len() == q.len() {
                p.swap_with_slice(q);
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`b
