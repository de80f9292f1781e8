//! S8 misuse: one barrier copied into three arms, `if t < 64 { ..; sync; s[t + 1] = .. } else { if t < 128 { sync } else { sync } let v = s[t - 63]; .. }`: after the barrier thread 0 writes s[1] and thread 64 reads it, with no barrier between (the read follows the inner branch's join, outside the inner copies' region but still inside the outer one). Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_nested_read_after_inner_join(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        let mut v = 0.0f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t + 1] = 2.0;
        } else {
            if t < 128 {
                v = 1.0;
                sync_threads();
            } else {
                sync_threads();
                v = 2.0;
            }
            v += s[t - 63];
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
