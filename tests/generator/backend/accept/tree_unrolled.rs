//! The shared-memory tree reduction unrolled by hand, as the CUDA SDK's
//! reduce kernels write it: each level a constant stride C under `t < C`,
//! read at `t + C`, then a barrier (analyses.md, the tree rule with a
//! constant bound). Near misses: reject/RG0220_tree_const_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_unrolled(x: &[u32], partial: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        if t < 128 {
            s[t] = s[t].wrapping_add(s[t + 128]);
        }
        sync_threads();
        if t < 64 {
            s[t] = s[t].wrapping_add(s[t + 64]);
        }
        sync_threads();
        if 32 > t {
            s[t] = s[t].wrapping_add(s[t + 32]);
        }
        sync_threads();
        if t < 16 {
            s[t] = s[t].wrapping_add(s[t + 16]);
        }
        sync_threads();
        if t < 8 {
            s[t] = s[t].wrapping_add(s[t + 8]);
        }
        sync_threads();
        if t < 4 {
            s[t] = s[t].wrapping_add(s[t + 4]);
        }
        sync_threads();
        if t < 2 {
            s[t] = s[t].wrapping_add(s[t + 2]);
        }
        sync_threads();
        if t < 1 {
            s[t] = s[t].wrapping_add(s[t + 1]);
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @tree_unrolled(
