//! S8: `for v in x.iter().map(|v| { sync_threads(); *v }) { if v > t { break;
//! } .. }` — the loop's per-thread break decides how many times the map
//! closure (and its barrier) runs. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn map_barrier_for_break(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as f32;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        for v in x.iter().map(|v| { sync_threads(); *v }) {
            if v > t { break; }
            acc += v;
        }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: error[RG0210]:
