//! S8: `if t < 64 { sync_threads(); ..; return; }` then two barriers for the
//! others. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn early_return_arm_extra_barrier_in_other(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 {
            sync_threads();
            if i < y.len() { y[i] = 1.0; }
            return;
        }
        sync_threads();
        sync_threads();
        if i < y.len() { y[i] = 2.0; }
    }
}
// CHECK: error[RG0210]:
