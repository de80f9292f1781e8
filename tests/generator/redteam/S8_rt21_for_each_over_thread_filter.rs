//! S8 misuse (red team 21): `x.iter().filter(|v| **v > tv).for_each(|_| sync_threads())`, `tv` per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_each_over_thread_filter(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        x.iter().filter(|v| **v > tv).for_each(|_| sync_threads());
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
