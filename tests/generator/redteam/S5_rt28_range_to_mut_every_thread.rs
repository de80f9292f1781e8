//! S5 misuse (red team 28): `let s = &mut y[..n as usize]; s[0] = ..` by every thread. Docs (S5): RG0201 or RG0203 naming `y`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_to_mut_every_thread(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if (n as usize) <= y.len() && n > 0 {
            let s = &mut y[..n as usize];
            s[0] = x[i % x.len()];
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
