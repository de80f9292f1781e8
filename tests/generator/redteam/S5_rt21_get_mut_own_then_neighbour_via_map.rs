//! S5 misuse (red team 21): `y.get_mut(i).map(..)` then `y.get_mut(i + 1).map(..)`: the second reads and writes the next thread's element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_own_then_neighbour_via_map(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let _ = y.get_mut(i).map(|r| *r = v);
        let _ = y.get_mut(i + 1).map(|r| *r += 1.0);
    }
}
// CHECK: error[RG0201]:
