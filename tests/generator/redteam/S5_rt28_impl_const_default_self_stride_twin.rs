//! S5 twin (red team 28): `y[i * <B as K>::S]` (B overrides `A = 2`: S = 1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
struct A; struct B;
trait K { const A: usize = 1; const S: usize = Self::A - 1; }
impl K for A {}
impl K for B { const A: usize = 2; }

rsgpu::kernel! {
    pub fn rt28_impl_const_default_self_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<B as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_impl_const_default_self_stride_twin(
