//! S5 misuse (red team 21): `y.get_mut(i / 2).unwrap_or(&mut local)`: a foreign element or a local, then written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_unwrap_or_local(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut local = 0.0f32;
        let r = y.get_mut(i / 2).unwrap_or(&mut local);
        *r = v;
    }
}
// CHECK: error[RG0201]:
