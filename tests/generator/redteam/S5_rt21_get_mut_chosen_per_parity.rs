//! S5 misuse (red team 21): `let r = if i % 2 == 0 { y.get_mut(i) } else { y.get_mut(i - 1) }`: threads 2k and 2k+1 get element 2k.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_chosen_per_parity(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let r = if i % 2 == 0 { y.get_mut(i) } else { y.get_mut(i - 1) };
        if let Some(r) = r {
            *r = v;
        }
    }
}
// CHECK: error[RG0201]:
