//! S8: `x.get(i).and_then(|v| { sync_threads(); Some(*v) })` — a barrier under `Option::and_then`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_and_then_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).and_then(|v| {
            sync_threads();
            Some(*v)
        });
        if i < y.len() {
            y[i] = v.unwrap_or(0.0);
        }
    }
}
// CHECK: error[RG0210]:
