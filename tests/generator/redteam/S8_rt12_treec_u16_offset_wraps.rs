//! S8 misuse: the read at `(t as u16).wrapping_add(65408)` (t + 65408 in u16, i.e. t - 128 for t >= 128), by the threads t >= 128, beside writes under `t < 128`: thread 128 reads s[0], which thread 0 writes. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_u16_offset_wraps(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let r = (t as u16).wrapping_add(65408) as usize;
        let mut v = 0.0f32;
        if t < 128 {
            s[t] = 2.0 * s[t];
        } else {
            v = s[r];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0] + v;
        }
    }
}
// CHECK: error[RG0220]:
