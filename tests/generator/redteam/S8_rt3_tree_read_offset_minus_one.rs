//! S8: a tree step reading `s[t + k - 1]` under `t < k`: thread 0 reads slot k - 1, which thread k - 1 updates in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_read_offset_minus_one(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 64;
        while k > 0 {
            if t < k {
                s[t] += s[t + k - 1];
            }
            sync_threads();
            k /= 2;
        }
        if i < y.len() {
            y[i] = s[0];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
