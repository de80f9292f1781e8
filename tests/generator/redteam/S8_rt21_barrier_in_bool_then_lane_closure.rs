//! S8 misuse (red team 21): `(lane_id() == 0).then(|| { sync_threads(); .. })` in a closure stored in a local first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_bool_then_lane_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = || {
            sync_threads();
            2.0f32
        };
        let s = (lane_id() == 0).then(f).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
