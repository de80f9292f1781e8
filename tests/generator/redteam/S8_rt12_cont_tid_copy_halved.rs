//! S8 misuse: the continue-form tree keyed by a mutable copy `u` of the thread id that the active threads halve after each level: after the first level threads 0 and 1 both have u = 0 and both write s[0] (and read s[stride]). Expected RG0220 (the write is not at exactly thread_idx_x()).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_cont_tid_copy_halved(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut u = t;
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if u >= stride {
                sync_threads();
                continue;
            }
            s[u] += s[u + stride];
            sync_threads();
            u /= 2;
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
