#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// abs, unsigned_abs, pow.
    pub fn core_abs_pow(x: &[i32], a: &mut [u32], p: &mut [i64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < a.len() && i < p.len() {
            let v = x[i];
            a[i] = v.abs() as u32 + (v.unsigned_abs() % 7).pow(3);
            p[i] = (v as i64).pow(2) - 3i64.pow((i % 20) as u32);
        }
    }
}
