//! S5 misuse (red team 28): `y[i * <Q8 as T>::STRIDE]` (the trait's 0, while the inherent `Q8::STRIDE` is 1). Docs (generics.md; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
struct Q16; struct Q8;
impl Q16 { const STRIDE: usize = 0; }
impl Q8 { const STRIDE: usize = 1; }
trait T { const STRIDE: usize; }
impl T for Q8 { const STRIDE: usize = 0; }
impl T for Q16 { const STRIDE: usize = 1; }

rsgpu::kernel! {
    pub fn rt28_trait_vs_inherent_const_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (<Q8 as T>::STRIDE);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
