//! S5 misuse (red team 23): `y.split_last_mut()`'s tail element written by every thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_split_last_mut_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some((l, _rest)) = y.split_last_mut() {
            *l = x[0];
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
