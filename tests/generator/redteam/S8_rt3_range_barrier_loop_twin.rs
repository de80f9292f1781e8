//! Twin: `let it = 0..8; for _ in it { sync_threads(); }` — the same range untouched before the loop. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_barrier_loop_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let it = 0..8u32;
        let mut n = 0.0f32;
        for _ in it {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: kernel @range_barrier_loop_twin(
