//! S5 misuse (red team 21): `let (a, b) = y.split_at_mut(y.len() / 2)`, then `a[i]` and `b[i - h]` for i >= h: thread h + j writes `b[j]`, thread j writes `a[j]`... and `b[i]` too.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_split_at_mut_len_half_head_tail_same_index(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let h = y.len() / 2;
        let (a, b) = y.split_at_mut(h);
        if i < a.len() {
            a[i] = v;
            if i < b.len() {
                b[i] = v;
            }
        }
        if i >= h && i - h < b.len() {
            b[i - h] = v;
        }
    }
}
// CHECK: error[RG0201]:
