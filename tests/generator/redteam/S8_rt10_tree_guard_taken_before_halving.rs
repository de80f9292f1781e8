//! S8 misuse: the guard is evaluated before the stride is halved, `let active = t < stride; stride >>= 1; if active { s[t] += s[t + stride] }`: the active threads are [0, 2s') for the new stride s', so thread 0 reads s[s'] which thread s' updates. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_taken_before_halving(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut stride = 256usize;
        for _level in 0..8 {
            let active = t < stride;
            stride >>= 1;
            if active {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
