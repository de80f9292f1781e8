//! S8 misuse: a level that also reads below its bound, `if t < 64 { s[t] += s[t + 64] + s[t + 1] }`: thread 0 reads s[1], which thread 1 writes in the same phase. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_extra_read_below_bound(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t] += s[t + 128];
        }
        sync_threads();
        if t < 64 {
            s[t] += s[t + 64] + s[t + 1];
        }
        sync_threads();
        if t < 32 {
            s[t] += s[t + 32];
        }
        sync_threads();
        if t < 16 {
            s[t] += s[t + 16];
        }
        sync_threads();
        if t < 8 {
            s[t] += s[t + 8];
        }
        sync_threads();
        if t < 4 {
            s[t] += s[t + 4];
        }
        sync_threads();
        if t < 2 {
            s[t] += s[t + 2];
        }
        sync_threads();
        if t < 1 {
            s[t] += s[t + 1];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
