//! S8: a tree step whose stride is an item of an iterator the thread picks
//! (`*strides.iter().nth(t % 2)`): threads use different strides, so thread
//! t's read `s[t + k]` can be another thread's write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_stride_from_thread_item(strides: &[u32], x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if let Some(k) = strides.iter().nth(t % 2) {
            let k = (*k as usize) % 128;
            if t < k {
                s[t] += s[t + k];
            }
        }
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
