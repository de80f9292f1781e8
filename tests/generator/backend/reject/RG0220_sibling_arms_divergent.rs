//! The arms of a thread-dependent `if` run side by side in one barrier
//! phase: even threads write their own slot while odd threads read the slot
//! of the thread before them (`s[t - 1]`, written by the even arm). Neither
//! access follows the other on a path. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sibling_arms_divergent(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let mut r = 0.0f32;
        if t % 2 == 0 {
            s[t] = if i < x.len() { x[i] } else { 0.0 };
        } else {
            r = s[t - 1];
        }
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[t]`
