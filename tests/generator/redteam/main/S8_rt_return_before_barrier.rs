//! S8: the CUDA classic — threads past the end return before the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn return_before_barrier(x: &[f32], y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || t >= 128 {
            return;
        }
        s.set(t, x[i]);
        sync_threads();
        if i < y.len() {
            y[i] = s.get(127 - t);
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `{{.*}}` decides so
