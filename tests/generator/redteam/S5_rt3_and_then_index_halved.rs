//! S5: the index from a core combinator:
//! `let j = x.get(i).and_then(|_| Some(i / 2)).unwrap_or(i); y[j] = ..`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn and_then_index_halved(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = x.get(i).and_then(|_| Some(i / 2)).unwrap_or(i);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
