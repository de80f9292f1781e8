//! S8 misuse: a tree level in the arm `t < 64` after a barrier copied into both arms (`sync; s[t] += s[t + 64]`), while the other arm after its copy clears `s[t]` (t >= 64): thread 64 clears s[64] while thread 0 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_tree_else_clears(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t] += s[t + 64];
        } else {
            sync_threads();
            s[t] = 0.0;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
