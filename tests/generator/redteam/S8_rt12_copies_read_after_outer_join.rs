//! S8 misuse: one barrier copied into both arms, arm one writes `s[t + 1]` after its copy, and after the join every thread reads `s[t]` (same phase): thread 1 reads s[1], which thread 0 writes. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_read_after_outer_join(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        s[t] = t as f32;
        if t < 64 {
            s[t] = 1.0;
            sync_threads();
            s[t + 1] = 2.0;
        } else {
            sync_threads();
        }
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]:
