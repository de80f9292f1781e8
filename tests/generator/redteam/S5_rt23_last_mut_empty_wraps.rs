//! S5 misuse (red team 23): `y.get_mut(..i % 2).and_then(|s| s.last_mut())`-like: `y[..(i % 2)].last_mut()` — element 0 for every odd thread. Docs (analyses.md, red team 21's views): RG0201/RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_last_mut_empty_wraps(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = i % 2;
        if m <= y.len() {
            if let Some(f) = y[..m].last_mut() {
                *f = x[0];
            }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
