//! S8: the tree step guarded by `t <= k` instead of `t < k`: thread k writes
//! `s[k]` while thread 0 reads `s[0 + k]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_le_stride(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut k = 64;
        while k > 0 {
            if t <= k {
                s[t] += s[t + k];
            }
            sync_threads();
            k /= 2;
        }
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < y.len() {
                y[b] = s[0];
            }
        }
    }
}
// CHECK: error[RG0220]:
