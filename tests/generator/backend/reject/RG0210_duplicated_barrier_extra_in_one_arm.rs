//! S8 near miss of one barrier rustc copies into both arms of `t < 128` at
//! opt-level 3 (analysis/BarrierGroups.h): the threads below 128 pass two
//! barriers, the others one. At opt-level 0 the first barrier is plainly
//! under the branch.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn duplicated_barrier_extra_in_one_arm(x: &[f32], y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 128 {
            s.set(t, if i < x.len() { x[i] } else { 0.0 });
            sync_threads();
        }
        sync_threads();
        if t < 128 && i < y.len() {
            y[i] = s.get(127 - t);
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `(t < 128)` decides so
