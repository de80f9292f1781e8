//! S8: `x.iter().map(|v| { sync_threads(); *v }).nth(t % 4)` — the map
//! closure runs t % 4 + 1 times. Expected RG0210 (O3: a refusal).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn map_barrier_nth(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.iter().map(|v| { sync_threads(); *v }).nth(t % 4).unwrap_or(0.0);
        if i < y.len() { y[i] = v; }
    }
}
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{[12]}}
