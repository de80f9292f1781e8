//! S8: `if let Some(v) = x.iter().nth(t) { .. sync_threads() }`: only the
//! threads with t < x.len() get an item and reach the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_iter_nth(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        if let Some(v) = x.iter().nth(t) {
            acc = *v;
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]:
