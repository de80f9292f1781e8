//! S5 misuse (red team 23): `y.first_mut().map(|f| *f = x[0])` (a unit closure) by every thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_first_mut_map_unit_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        y.first_mut().map(|f| *f = x[0]);
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
