//! S0 unsupported construct (red team 23): a trait object `&dyn Tr` chosen per thread between two impls. Docs (error-codes.md RG0101, kernels.md): trait objects are not supported on the device; refused RG0101 naming `dyn Tr`, never run.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    fn w(&self, v: f32) -> f32;
}
struct A;
struct B;
impl Tr for A { fn w(&self, v: f32) -> f32 { v + 1.0 } }
impl Tr for B { fn w(&self, v: f32) -> f32 { v * 2.0 } }

rsgpu::kernel! {
    pub fn rt23_trait_object_dyn(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t: &dyn Tr = if i % 2 == 0 { &A } else { &B };
        if i < y.len() && i < x.len() {
            y[i] = t.w(x[i]);
        }
    }
}
// CHECK: error[RG0101]:{{.*}}dyn Tr
