//! Twin: `(flag != 0).then(|| { sync_threads(); 1.0 })` — a kernel-parameter condition. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_bool_then_uniform_twin(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = (flag != 0)
            .then(|| {
                sync_threads();
                1.0f32
            })
            .unwrap_or(0.0);
        if i < y.len() {
            y[i] = w;
        }
    }
}
// CHECK: kernel @barrier_in_bool_then_uniform_twin(
