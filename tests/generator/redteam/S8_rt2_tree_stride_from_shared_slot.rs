//! S8: a tree step whose stride is read from the shared array itself
//! (`let k = s[t] as usize % 128`): a different stride per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_stride_from_shared_slot(x: &[u32], y: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<u32, 256>();
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        let k = s[t] as usize % 128;
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
