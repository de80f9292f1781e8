//! S5 twin (red team 28): `y[i * <u8 as K>::S]` (size 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
struct Z;
trait K: Sized { const S: usize = core::mem::size_of::<Self>() as usize; }
impl K for Z {}
impl K for u8 {}

rsgpu::kernel! {
    pub fn rt28_impl_const_size_of_self_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<u8 as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_impl_const_size_of_self_stride_twin(
