//! S5 misuse (red team 21): `let (_, b) = y.split_at_mut(i); b[0] = v`: a split point per thread (docs: RG0201).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_split_at_mut_thread_point_tail_first(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if i < y.len() {
            let (_, b) = y.split_at_mut(i);
            b[0] = v;
        }
    }
}
// CHECK: error[RG0201]:
