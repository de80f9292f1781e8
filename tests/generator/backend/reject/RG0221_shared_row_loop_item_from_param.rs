//! Near miss of accept/shared_row_loop.rs: the loop's bound is a kernel
//! parameter, `for k in 0..n { s[t * 4 + k] = .. }`: with n > 4 thread t
//! writes thread t + 1's slots. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_param_bound(n: usize, y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..n {
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
