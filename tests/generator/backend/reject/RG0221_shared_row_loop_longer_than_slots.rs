//! Near miss of accept/shared_row_loop.rs: five slots per thread at a
//! stride of four, `for k in 0..5 { s[t * 4 + k] = .. }`: thread t writes
//! `s[4t + 4]`, the first slot of thread t + 1, in the same phase. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_longer(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..5 {
            s[t * 4 + k] = k as f32;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0221]: write to `s[((t * 4) + k)]` may collide
