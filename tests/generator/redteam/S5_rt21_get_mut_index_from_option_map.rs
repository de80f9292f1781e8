//! S5 misuse (red team 21): the index from `Some(i).map(|k| k / 2).unwrap_or(0)`, then `y.get_mut(j)` written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_index_from_option_map(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let j = Some(i).map(|k| k / 2).unwrap_or(0);
        if let Some(r) = y.get_mut(j) {
            *r = v;
        }
    }
}
// CHECK: error[RG0201]:
