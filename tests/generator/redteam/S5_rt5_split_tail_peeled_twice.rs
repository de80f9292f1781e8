//! S5 (part proofs): peeling a slice from the front twice, the natural form of
//! S5_rt5_split_of_tail_keyed_as_tail: `let (_, b) = y.split_at_mut(m); b[i]
//! += 1; let (_, d) = b.split_at_mut(m); d[i] += 1;` Thread i updates y[m + i]
//! and y[2m + i]; thread i + m updates y[2m + i] as its `b[i + m]`. Expected
//! RG0201 (translated at O0 and O3 today).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_peeled_twice(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_a, b) = y.split_at_mut(m);
        if i < b.len() {
            b[i] += 1.0;
        }
        let (_c, d) = b.split_at_mut(m);
        if i < d.len() {
            d[i] += 1.0;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:
// CHECK: {{`y|`b|`d}}
