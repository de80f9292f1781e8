//! S5 misuse (red team 28): `y[i * <W<u8> as K>::S]`: `impl<T: Mark> K for W<T> { const S = 0 }` (u8: Mark) beside `impl K for W<u32> { const S = 1 }`: stride 0, every thread writes y[0]. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
trait K { const S: usize; }
impl<T: Mark> K for W<T> { const S: usize = 0; }
impl K for W<u32> { const S: usize = 1; }

rsgpu::kernel! {
    pub fn rt28_impl_generic_const_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<W<u8> as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
