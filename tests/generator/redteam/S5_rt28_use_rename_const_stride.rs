//! S5 misuse (red team 28): `y[i * <a::S as K>::S]` with `use a::S as SA; impl K for SA { const S = 0 }`: stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
mod a { pub struct S; }
struct B;
use a::S as SA;
trait K { const S: usize; }
impl K for SA { const S: usize = 0; }
impl K for B { const S: usize = 1; }

rsgpu::kernel! {
    pub fn rt28_use_rename_const_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<a::S as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
