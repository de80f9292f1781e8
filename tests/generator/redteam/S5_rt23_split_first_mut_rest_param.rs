//! S5 misuse (red team 23): `y.split_first_mut()`'s rest `rest[0]` written by every thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_split_first_mut_rest_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some((_f, rest)) = y.split_first_mut() {
            if !rest.is_empty() {
                rest[0] = x[0];
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
