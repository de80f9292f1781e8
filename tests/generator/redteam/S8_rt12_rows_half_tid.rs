//! S8 misuse: rows of slots keyed by `t / 2`, `for k in 0..4 { s[(t / 2) * 4 + k] = .. }`: the base `h * 4` is not injective in the thread id (threads 2h and 2h + 1 write the same four slots). Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_half_tid(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let h = t / 2;
        for k in 0..4 {
            s[h * 4 + k] = k as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
