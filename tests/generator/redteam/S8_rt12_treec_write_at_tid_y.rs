//! S8 misuse: the level guarded by `thread_idx_x() < 64` writes at `thread_idx_y()` (0 in a 1-D block), `s[ty] = s[ty + 128]`: the 64 guarded threads all write s[0]. Expected RG0221 (or RG0220 for the read of s[ty + 128] beside it, which the analysis may name first).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_write_at_tid_y(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let ty = thread_idx_y() as usize;
        if t < 64 {
            s[ty] = s[ty + 128];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
