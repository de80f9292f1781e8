//! S8 misuse: the continue-form tree whose test is `if t % 2 == 0 && t >= stride { sync; continue; }`: odd threads at or above `stride` skip the test and update too, so thread stride + 1 writes s[stride + 1], which thread 1 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_cont_guard_bypassed_short_circuit(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t % 2 == 0 && t >= stride {
                sync_threads();
                continue;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
