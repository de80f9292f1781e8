//! Near miss of accept/shared_row_loop.rs: four slots per thread at a
//! stride of two, `for k in 0..4 { s[t * 2 + k] = .. }`: threads t and
//! t + 1 both write `s[2t + 2]` and `s[2t + 3]`. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_stride_two(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t * 2 + k] = k as f32;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG0221]: write to `s[((t * 2) + k)]` may collide
