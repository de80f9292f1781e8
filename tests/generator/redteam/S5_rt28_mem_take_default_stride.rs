//! S5 misuse (red team 28): `let mut a = St { s: 1 }; let t = mem::take(&mut a); y[i * a.s]`: the crate's Default left `s = 0`: stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct St { s: usize }
impl Default for St { fn default() -> Self { St { s: 0 } } }

rsgpu::kernel! {
    pub fn rt28_mem_take_default_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * ({ let mut a = St { s: 1 }; let t = core::mem::take(&mut a); a.s });
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
