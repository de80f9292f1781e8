//! S8: a tree step whose stride depends on the thread: `let k = if t < 16 { 32 } else { 64 }; if t < k { s[t] += s[t + k] }` — thread 0 reads s[32], which thread 32 (k = 64) writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_stride_per_thread(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let k = if t < 16 { 32 } else { 64 };
        if t < k {
            s[t] += s[t + k];
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
