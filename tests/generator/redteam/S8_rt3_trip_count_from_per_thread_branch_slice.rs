//! S8: `let part = if t < 16 { &x[0..2] } else { &x[2..4] }; for _ in 0..part[0] { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_per_thread_branch_slice(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 4 {
            return;
        }
        let part = if t < 16 { &x[0..2] } else { &x[2..4] };
        let mut n = 0.0f32;
        for _ in 0..part[0] {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
