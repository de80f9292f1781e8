//! Near miss of accept/shared_row_loop.rs: the loop item added to the
//! thread id itself, `for k in 0..4 { s[t + k] = .. }`: thread t writes
//! `s[t + 1]`, thread t + 1's first slot. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_no_stride(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t + k] = k as f32;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0221]: write to `s[(t + k)]` may collide
