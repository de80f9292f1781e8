//! S8: a shift step guarded by `t < 128 - k` instead of `t < k`: `if t < 128 - k { s[t] += s[t + k] }` — thread 0 reads s[k], which thread k updates in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shift_step_guard_not_the_stride(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 64;
        while k > 0 {
            if t < 128 - k {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
