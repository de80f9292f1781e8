//! S8 misuse: the guard bound is a local `g = 64` multiplied by 4 before `if t < g { s[t] += s[t + 128] }`: G = 256 > C = 128, thread 128 writes the slot thread 0 reads. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_guard_bound_reassigned(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut g = 64usize;
        g *= 4;
        if t < g {
            s[t] += s[t + 128];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
