//! S5 misuse (red team 21): `let (a, b) = y.split_at_mut(m)` (`m` a parameter), `b[i]` by every thread and `b[i - m]` by the threads from `m` up: thread i's `b[i]` is `y[m + i]`, which thread m + i writes through `b[i - m]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_split_at_mut_head_and_tail_same_elem(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let m = n as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if i < b.len() {
                b[i] = v;
            }
            if i >= m && i - m < b.len() {
                b[i - m] = v;
            }
        }
    }
}
// CHECK: error[RG0201]:
