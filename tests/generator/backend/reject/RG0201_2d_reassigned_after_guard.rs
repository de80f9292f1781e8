//! `x` is reassigned after its `x < w` guard to a wider stride: the write
//! `out[y * w + x]` is no longer under `x < w` and reaches the next row.
//! RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reassigned_after_guard(out: &mut [u32], w: usize) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let mut x = block_idx_x() as usize * 32 + tx;
        let y = block_idx_y() as usize * 32 + ty;
        if x < w {
            x = block_idx_x() as usize * 64 + tx;
            out[y * w + x] = 1;
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide: two threads can write the same element
