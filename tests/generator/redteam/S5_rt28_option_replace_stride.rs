//! S5 misuse (red team 28): `let mut o = Some(0usize); let old = o.replace(1); y[i * old.unwrap()]`: the old value 0: stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_option_replace_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * ({ let mut o = Some(0usize); let old = o.replace(1); old.unwrap() });
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
