//! S5 misuse (red team 21): `for r in y.iter_mut().filter(|r| **r > 0.0) { *r = v }`: every thread walks the whole slice (docs: the adapters take read-only iterators only, RG0101; `iter_mut()` alone is RG0203).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_iter_mut_filter_write(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        for r in y.iter_mut().filter(|r| **r > 0.0) {
            *r = v;
        }
    }
}
// CHECK: error[RG0{{101|203}}]:
