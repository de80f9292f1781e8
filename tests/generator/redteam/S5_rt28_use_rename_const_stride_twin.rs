//! S5 twin (red team 28): `y[i * <B as K>::S]` (1). Docs: translates (stride 1).
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
    pub fn rt28_use_rename_const_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<B as K>::S);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_use_rename_const_stride_twin(
