//! S8 twin (red team 21): `x.first().map(|v| { sync_threads(); *v })`: `x` a read-only parameter, the option the same in every thread (docs: `Option::map` on a block-uniform option).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_option_map_on_first_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.first().map(|v| {
            sync_threads();
            *v
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_option_map_on_first_twin(
