//! S5 misuse (red team 21): `let (a, _) = y.split_at_mut(m); a[i / 2] = v` (`m` a parameter).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_split_at_mut_half_of_head(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let m = n as usize;
        if m <= y.len() {
            let (a, _) = y.split_at_mut(m);
            if i / 2 < a.len() {
                a[i / 2] = v;
            }
        }
    }
}
// CHECK: error[RG0201]:
