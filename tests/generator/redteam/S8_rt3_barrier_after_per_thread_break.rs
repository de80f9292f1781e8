//! S8: `for k in 0..4 { if x[i] > k as f32 { break; } sync_threads(); }` — threads that break leave the others at the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_after_per_thread_break(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let mut n = 0.0f32;
        for k in 0..4u32 {
            if v > k as f32 {
                break;
            }
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
