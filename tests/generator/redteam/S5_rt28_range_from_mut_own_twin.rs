//! S5 twin (red team 28): `let s = &mut y[i..]; s[0] = ..` (each thread its own y[i]). Docs: not yet (`&mut y[a..]` RG0101 at O0, RG0201 at O3): a documented not-yet; translate is the correct answer.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_from_mut_own_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < y.len() {
            let s = &mut y[i..];
            s[0] = x[0];
        }
    }
}
// CHECK: kernel @rt28_range_from_mut_own_twin(
