//! S8 misuse: a constant-stride level `if t < 64 { s[t] += s[t + 128] }` and, in the same phase, an unguarded `s[t] = ..` by every thread: thread 128 writes s[128], which thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_unguarded_write_at_t_beside(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 64 {
            s[t] += s[t + 128];
        }
        s[t] = 2.0 * t as f32;
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
