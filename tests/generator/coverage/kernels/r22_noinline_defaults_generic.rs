//! Red team 22 (which impl a call runs): `#[inline(never)]` static defaults kept by `A` and `C`, overridden by `B`, reached through `Self::` in a default `&self` method and through `T::twice` in a generic fn instantiated at all three types (rustc keeps the calls at opt-level 3).
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait W {
    #[inline(never)]
    fn weight(d: u32) -> u32 {
        d + 100
    }
    #[inline(never)]
    fn twice(d: u32) -> u32 {
        2 * Self::weight(d) + 1
    }
    #[inline(never)]
    fn both(&self, d: u32) -> u32 {
        Self::twice(d) + Self::weight(d + 1)
    }
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
#[derive(Clone, Copy)]
struct C;
impl W for A {}
impl W for B {
    #[inline(never)]
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for C {}
#[inline(never)]
fn gen<T: W>(t: &T, d: u32) -> u32 {
    T::twice(d) + t.both(d)
}

rsgpu::kernel! {
    pub fn r22_noinline_defaults_generic(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = gen(&A, v);
            o2[i] = gen(&B, v);
            o3[i] = gen(&C, v) + A.both(v);
        }
    }
}
