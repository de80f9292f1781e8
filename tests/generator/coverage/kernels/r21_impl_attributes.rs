//! Red team 21: impl blocks carrying attributes and doc comments on the
//! lines above their headers (`/// ..`, `#[allow(..)]`): `A` and `C` keep
//! the static default `weight`, `B` overrides it.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
struct C;
/// `A` keeps the default.
impl W for A {}
#[allow(unused_variables)]
impl W for B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
#[allow(dead_code)]
/// `C` keeps the default too.
impl W for C {}

rsgpu::kernel! {
    pub fn r21_impl_attributes(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = C::weight(v);
        }
    }
}
