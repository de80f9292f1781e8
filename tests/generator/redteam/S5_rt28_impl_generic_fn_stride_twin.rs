//! S5 twin (red team 28): `y[i * <W<u32> as K>::s()]` (the default: 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
trait K { fn s() -> usize { 1 } }
impl<T: Mark + Copy> K for W<T> { #[inline(never)] fn s() -> usize { 0 } }
impl K for W<u32> {}

rsgpu::kernel! {
    pub fn rt28_impl_generic_fn_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<W<u32> as K>::s());
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_impl_generic_fn_stride_twin(
