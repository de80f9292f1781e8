//! Run case (branch gen-proofs; probe 9's k08): the textbook shared-memory
//! tree reduction after the thread id was compared with the input length
//! (`x.get(i)` is `i < x.len()`), the levels driven by `1 << shift` of a
//! `(0..8).rev()` loop. Was RG0220 (the earlier comparison hid the tree's
//! guard `t < stride`). Two blocks of 256 threads over 300 ones: partial =
//! [256, 44], with racecheck on.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_after_compare(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x.get(i).copied().unwrap_or(0.0);
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
