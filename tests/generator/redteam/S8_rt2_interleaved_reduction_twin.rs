//! Twin (false-positive probe): the textbook interleaved reduction
//! `if t % (2 * k) == 0 { s[t] += s[t + k] }`, barrier per level: the reads
//! (t + k, not a multiple of 2k) are never written in that phase. Must
//! translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn interleaved_reduction_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 1;
        while k < 256 {
            if t % (2 * k) == 0 {
                s[t] += s[t + k];
            }
            sync_threads();
            k *= 2;
        }
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = s[0];
            }
        }
    }
}
// CHECK: kernel @interleaved_reduction_twin(
