//! S8 misuse: as S8_rt12_copies_tree_else_clears, but the other arm holds its copies in a nested branch (`if t < 128 { sync } else { sync }`) and clears `s[t]` after the inner join: thread 64 clears s[64] while thread 0 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_tree_else_clears_after_inner_join(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t] += s[t + 64];
        } else {
            if t < 128 {
                v = 1.0;
                sync_threads();
            } else {
                sync_threads();
                v = 2.0;
            }
            s[t] = v;
        }
        sync_threads();
        v += s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
