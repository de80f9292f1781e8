//! S5 (part proofs): chunk i of the tail `hi = y.split_at_mut(m).1`, then
//! (after `hi` is dead) chunk i of `y` itself: thread i writes y[m + 2i] and
//! y[2i]; with an even m = 2k thread i + k writes y[2i + 2k] = thread i's
//! first write. Expected RG0201 (O0 says so; O3 translates: the chunk of the
//! half is proven as a chunk of `y`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_chunks_then_parent_chunks(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (_lo, hi) = y.split_at_mut(m);
            if let Some(c) = hi.chunks_mut(2).nth(i) {
                c[0] = 1.0;
            }
        }
        if let Some(c) = y.chunks_mut(2).nth(i) {
            c[0] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: {{`y|`hi|`c}}
