//! S8 misuse (red team 21): `t.checked_sub(16).map(|d| { sync_threads(); d })`: `Some` only in threads 16 and up.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_option_map_on_thread_checked_sub(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = t.checked_sub(16).map(|d| {
            sync_threads();
            d
        }).unwrap_or(0) as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
