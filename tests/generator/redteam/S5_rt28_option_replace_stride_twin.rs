//! S5 twin (red team 28): `y[i * o.unwrap()]` (the new value 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_option_replace_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * ({ let mut o = Some(0usize); let old = o.replace(1); o.unwrap() });
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_option_replace_stride_twin(
