//! S8: `x.iter().map(|v| { sync_threads(); *v }).any(|v| v > t)` —
//! per-thread count of barrier calls through the lazy map. Expected RG0210
//! (O3: a refusal).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn map_barrier_any(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as f32;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let f = x.iter().map(|v| { sync_threads(); *v }).any(|v| v > t);
        if i < y.len() { y[i] = if f { 1.0 } else { 0.0 }; }
    }
}
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{[12]}}
