//! Twin: `if t >= 64 { sync_threads(); return; } sync_threads(); y[i] = s[127
//! - t]` — every thread passes exactly one barrier after the own-slot
//! writes. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn early_return_arm_one_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if t < 128 { s[t] = if i < x.len() { x[i] } else { 0.0 }; }
        if t >= 64 {
            sync_threads();
            return;
        }
        sync_threads();
        if i < y.len() { y[i] = s[127 - t]; }
    }
}
// CHECK: kernel @early_return_arm_one_barrier_twin(
