//! S5 misuse (red team 23): `y[1..].first_mut()` (element 1) written by every thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_first_mut_of_subslice(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if y.len() > 1 {
            if let Some(f) = y[1..].first_mut() {
                *f = x[0];
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
