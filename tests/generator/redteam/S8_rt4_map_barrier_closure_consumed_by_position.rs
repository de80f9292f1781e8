//! S8: `x.iter().map(|v| { sync_threads(); *v }).position(|v| v > t)` — the
//! barrier is in the `map` closure (accepted alone over a uniform iterator),
//! but `position` stops at each thread's first match, so it calls the map
//! closure a per-thread number of times. Expected RG0210 (O3: Map's position
//! not translated; a refusal is checked).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn map_barrier_position(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as f32;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = x.iter().map(|v| { sync_threads(); *v }).position(|v| v > t);
        if i < y.len() { y[i] = match p { Some(k) => k as f32, None => -1.0 }; }
    }
}
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{[12]}}
