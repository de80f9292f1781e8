//! S5 misuse (red team 21): `y.get_mut(i | 1)`: threads 0 and 1 both get element 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_or_one(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(r) = y.get_mut(i | 1) {
            *r = v;
        }
    }
}
// CHECK: error[RG0201]:
