//! S8: a constant reversed range `(0..=7).rev()` that the threads below 5
//! advance once before the loop: they run 7 trips of the barrier loop, the
//! others 8, and the others wait at the eighth barrier forever.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rev_inclusive_advanced_by_some(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = (0..=7).rev();
        if t < 5 {
            let _ = it.next();
        }
        let mut acc = 0.0f32;
        for k in it {
            acc += k as f32;
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
