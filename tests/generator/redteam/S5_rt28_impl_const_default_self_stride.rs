//! S5 misuse (red team 28): `y[i * <A as K>::S]` with the trait default `const S = Self::A - 1` and A keeping `A = 1`: stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
struct A; struct B;
trait K { const A: usize = 1; const S: usize = Self::A - 1; }
impl K for A {}
impl K for B { const A: usize = 2; }

rsgpu::kernel! {
    pub fn rt28_impl_const_default_self_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<A as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
