//! S8 misuse: as S8_rt12_copies_nested_read_after_inner_join, but the else arm writes `s[t - 63]` after its inner join: thread 0 (arm one) and thread 64 (arm two) both write s[1] in the phase after the barrier. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_copies_nested_write_after_inner_join(y: &mut [f32]) {
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
            s[t - 63] = v;
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
