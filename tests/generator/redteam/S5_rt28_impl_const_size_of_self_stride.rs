//! S5 misuse (red team 28): `y[i * <Z as K>::S]`, the default `const S = size_of::<Self>()` for a zero-sized Z: stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
struct Z;
trait K: Sized { const S: usize = core::mem::size_of::<Self>() as usize; }
impl K for Z {}
impl K for u8 {}

rsgpu::kernel! {
    pub fn rt28_impl_const_size_of_self_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<Z as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
