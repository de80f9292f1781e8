//! S8 misuse: the guard bound comes from a helper, `if t < half(256) { s[t] += s[t + 64] }` (half(256) = 128 > C = 64): thread 64 writes s[64], which thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

fn half(n: usize) -> usize {
    n / 2
}

rsgpu::kernel! {
    pub fn rt12_treec_guard_from_helper(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < half(256) {
            s[t] += s[t + 64];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
