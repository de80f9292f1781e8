//! Red team 21: `Default` impls: a hand-written `impl Default for A`, a
//! `#[derive(Default)]` on `B` whose field type has a hand-written default,
//! `T::default()` in a generic fn for both, and struct update syntax
//! `..Default::default()`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct A {
    v: u32,
    w: u32,
}
impl Default for A {
    fn default() -> A {
        A { v: 3, w: 40 }
    }
}
#[derive(Clone, Copy, Default)]
struct B {
    a: A,
    k: u32,
}
trait Get {
    fn get(&self) -> u32;
}
impl Get for A {
    fn get(&self) -> u32 {
        self.v * 100 + self.w
    }
}
impl Get for B {
    fn get(&self) -> u32 {
        self.a.get() * 10 + self.k + 1
    }
}
fn fresh<T: Default + Get + Copy>() -> u32 {
    T::default().get()
}

rsgpu::kernel! {
    pub fn r21_default_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a = A { v, ..Default::default() };
            let b = B { k: v, ..B::default() };
            o1[i] = a.get() + A::default().get() * 7;
            o2[i] = b.get() + B::default().get() * 3;
            o3[i] = fresh::<A>() + fresh::<B>() * 11 + v;
        }
    }
}
