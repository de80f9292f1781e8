//! S8 misuse: the constant-stride tree level under `t <= usize::MAX` (a guard `t <= G - 1` with G = 2^64, which folds to 0 if G is computed as (G - 1) + 1 in 64 bits): every thread writes s[t] and reads s[t + 128], so thread 128 writes the slot thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_le_usize_max(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        #[allow(unused_comparisons)]
        if t <= usize::MAX {
            s[t] += s[t + 128];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
