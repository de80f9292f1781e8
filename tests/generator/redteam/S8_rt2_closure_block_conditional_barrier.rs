//! S8: the same as S8_rt2_helper_block_conditional_barrier with a closure:
//! `let sync = || if block_idx_x() == 0 { sync_threads() };`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_block_conditional_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let sync = || {
            if block_idx_x() == 0 {
                sync_threads();
            }
        };
        if i < x.len() {
            s[t] = x[i];
        }
        sync();
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: error[RG0220]:
