//! S8 near miss of barrier copies grouped by position (analysis/
//! BarrierGroups.h): the threads below 128 pass a barrier of their own and
//! then the shared one, the others the shared one and then a barrier of
//! their own. Both pass two barriers, but the shared barrier is the first
//! for some threads and the second for the others, so their phases do not
//! line up (the slot `s[t]` the lower threads write before their second
//! barrier is read by the upper ones in the same phase).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn guarded_barriers_offset_between_arms(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        if t < 128 {
            sync_threads();
            s[t] = if i < x.len() { x[i] } else { 0.0 };
        }
        sync_threads();
        let mut v = 0.0;
        if t >= 128 && t < 256 {
            v = s[t - 128];
            sync_threads();
        }
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
