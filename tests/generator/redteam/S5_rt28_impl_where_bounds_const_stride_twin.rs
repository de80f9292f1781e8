//! S5 twin (red team 28): `y[i * <W<u8> as K>::S]` (u8 has both bounds: 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
trait Tag {}
impl Mark for u8 {}
impl Mark for u16 {}
impl Tag for u8 {}
trait K { const S: usize = 1; }
impl<T> K for W<T> where T: Mark + Tag { const S: usize = 1; }
impl K for W<u16> { const S: usize = 0; }

rsgpu::kernel! {
    pub fn rt28_impl_where_bounds_const_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<W<u8> as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_impl_where_bounds_const_stride_twin(
