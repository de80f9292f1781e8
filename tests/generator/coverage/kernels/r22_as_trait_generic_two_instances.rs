//! Red team 22 (which impl a call runs): `<T as Tr>::f(v)` and `T::C` in generic fns bound by turbofish only, instantiated at two types, and a generic fn with two type parameters calling it in both orders.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    const C: u32;
    fn f(v: u32) -> u32;
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
impl Tr for A {
    const C: u32 = 3;
    fn f(v: u32) -> u32 {
        v * 2
    }
}
impl Tr for B {
    const C: u32 = 40;
    fn f(v: u32) -> u32 {
        v + 7
    }
}
fn g<T: Tr>(v: u32) -> u32 {
    <T as Tr>::f(v) + T::C
}
fn g2<T: Tr, U: Tr>(v: u32) -> u32 {
    g::<T>(v) * 3 + g::<U>(v)
}

rsgpu::kernel! {
    pub fn r22_as_trait_generic_two_instances(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = g::<A>(v) + 10000 * g::<B>(v);
            o2[i] = g2::<A, B>(v);
            o3[i] = g2::<B, A>(v);
        }
    }
}
