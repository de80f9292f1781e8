//! S5 misuse (red team 21): `*y.last_mut().unwrap() = v` by every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_last_mut_every_thread(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if !y.is_empty() {
            *y.last_mut().unwrap() = v;
        }
    }
}
// CHECK: error[RG0201]:
