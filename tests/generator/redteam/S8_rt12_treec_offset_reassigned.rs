//! S8 misuse: the read offset is a local `c = 128` lowered to 32 before `if t < 64 { s[t] += s[t + c] }`: C = 32 < G = 64, thread 32 writes s[32] which thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_offset_reassigned(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut c = 128usize;
        c -= 96;
        if t < 64 {
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
