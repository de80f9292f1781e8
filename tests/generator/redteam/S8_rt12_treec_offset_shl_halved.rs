//! S8 misuse: the read offset is `((1 << 63) << 1) / 2 + 64`: 2^63 + 64 if `<<` is folded without wrapping (a value that fits 64 bits again after the division), but 64 at run time (`<<` drops the bit even at O0; `/ 2` of 0 is 0; `+ 64` and `t + c` do not overflow): writes under `t < 128` in [0, 128), reads at t + 64. Thread 64 writes s[64], thread 0 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_offset_shl_halved(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let h: usize = 1 << 63;
        let c = (h << 1) / 2 + 64;
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
