//! S5: `let mut it = y.chunks_mut(2); it.nth(i); it.next()`: the next chunk
//! is chunk i + 1, thread i + 1's own. Expected RG0201/RG0203 (docs: the fresh
//! iterator used by exactly that one nth).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_nth_then_next(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = y.chunks_mut(2);
        if let Some(c) = it.nth(i) {
            c[0] = 1.0;
        }
        if let Some(c) = it.next() {
            c[0] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: chunks_mut
