//! S5 misuse (red team 28): `let (l, _r) = y.split_at_mut(i); if let [.., a, b] = l { *a = ..; *b = .. }`: thread i writes y[i - 2] and y[i - 1], thread i + 1 writes y[i - 1] too. Docs (S5): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_split_left_last_two(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i <= y.len() {
            let (l, _r) = y.split_at_mut(i);
            if let [.., a, b] = l { *a = x[0]; *b = x[1]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
