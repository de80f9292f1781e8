//! S8 misuse: the barrier copied into the three arms of a `match t / 64 { 0 => .., 1 => .., _ => .. }`; arm 0 writes `s[t + 1]` after its copy, arm 1 reads `s[t - 63]` after a nested branch holding its copies: thread 0 writes s[1], thread 64 reads it. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_match_arms_read_after_inner_join(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        match t / 64 {
            0 => {
                sync_threads();
                s[t + 1] = 2.0;
            }
            1 => {
                if t < 96 {
                    sync_threads();
                    v = 1.0;
                } else {
                    v = 2.0;
                    sync_threads();
                }
                v += s[t - 63];
            }
            _ => {
                sync_threads();
            }
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
