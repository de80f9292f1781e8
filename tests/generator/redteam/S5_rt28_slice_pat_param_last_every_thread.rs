//! S5 misuse (red team 28): `match y { [.., a, b] => *b = .., _ => {} }` by every thread (all write y[len - 1]). Docs (S5; counted from the end: `y[len - 1]`): RG0201 or RG0203 naming `y`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_param_last_every_thread(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        match y {
            [.., _a, b] => { *b = x[i % x.len()]; }
            _ => {}
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
