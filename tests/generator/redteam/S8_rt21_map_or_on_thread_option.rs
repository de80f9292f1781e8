//! S8 misuse (red team 21): `x.get(i).map_or(0.0, |v| { sync_threads(); *v })`: `None` past the end.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_map_or_on_thread_option(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.get(i).map_or(0.0, |v| {
            sync_threads();
            *v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
