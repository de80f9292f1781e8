//! S8 near miss of the `if let Some(v) = x.get(i)` join (the switch's
//! `unreachable` arm is no path): here the barrier is inside the `Some` arm,
//! reached only by the threads below x.len().
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_if_let_get_arm(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        if let Some(v) = x.get(i) {
            s[t] = *v;
            sync_threads();
        }
        if i < y.len() && t < 256 {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
