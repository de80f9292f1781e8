//! S8 misuse: the read offset is `((1 << 63) << 1) + 64`, exactly 2^64 + 64 if folded without wrapping but 64 at run time (`<<` drops the bit, even at O0, and the `+ 64` does not overflow): writes under `t < 128` land in [0, 128), reads at t + 64 from 64 on. Thread 64 writes s[64], thread 0 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_offset_shl_wraps(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let h: usize = 1 << 63;
        let c = (h << 1) + 64;
        if t < 128 {
            s[t] += s[t + c];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
