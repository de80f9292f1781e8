//! S8 misuse: one barrier copied into both arms; after its copy arm one writes `s[t + 1]` only under a nested `if t < 32`, arm two reads `s[t - 63]`: thread 0 writes s[1] while thread 64 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_inner_branch_after_copy(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            if t < 32 {
                s[t + 1] = 2.0;
            }
        } else {
            sync_threads();
            v = s[t - 63];
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
