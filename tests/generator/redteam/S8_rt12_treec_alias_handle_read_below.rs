//! S8 misuse: the level reads through a `let` copy of the shared handle, `let s2 = s; if t < 64 { s[t] = s[t] + s2[t + 32] }`: C = 32 < G = 64 on the same array, thread 32 writes s[32], which thread 0 reads through s2. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_alias_handle_read_below(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let s2 = s;
        if t < 64 {
            s[t] = s[t] + s2[t + 32];
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
