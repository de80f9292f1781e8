//! S5 misuse (red team 23): `y.split_at_mut(n as usize).1.last_mut()` written by every thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_last_mut_of_split_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (n as usize) <= y.len() {
            let (_l, r) = y.split_at_mut(n as usize);
            if let Some(f) = r.last_mut() {
                *f = x[0];
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
