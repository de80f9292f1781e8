//! Session 27 (branch cov27): impls whose type names their own parameters,
//! told apart by the parameters' bounds (ir/ImplBounds.cpp: the crate's
//! impls of the bound trait, read from the source, those keeping every
//! default included). Each beside its near miss, called on both types:
//! a generic override of a method with a default (`impl<T: Mark + Copy> Tr
//! for W<T>`) beside `impl Tr for W<u32> {}` keeping it (u32 is no Mark: the
//! default), `&self` and static; a `where` bound beside a struct that does
//! not satisfy it; a body naming `T` (`T::M`, one value per type); a generic
//! impl of two arguments beside one of the other second argument; a blanket
//! `impl<T: Big> Tr5 for T` beside `impl Tr5 for B` (B is no Big); a generic
//! fn calling `<W<T> as Tr>::s` for both W<u8> and W<u32>.
#![no_std]
use rsgpu::*;

trait Mark {
    const M: u32;
}
impl Mark for u8 {
    const M: u32 = 3;
}
impl Mark for u16 {
    const M: u32 = 5;
}
impl Mark for A {
    const M: u32 = 7;
}
trait Big {}
impl Big for A {}

trait Tr {
    fn f(&self, d: u32) -> u32 {
        d + 1
    }
    fn s(d: u32) -> u32 {
        d + 2
    }
}
trait Tr2 {
    fn g(d: u32) -> u32 {
        d ^ 0x55
    }
}
trait Tr3 {
    fn h(d: u32) -> u32;
}
trait Tr4 {
    fn q(d: u32) -> u32;
}
trait Tr5 {
    fn k(d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
#[allow(dead_code)]
struct P<T> {
    t: T,
}
#[allow(dead_code)]
struct Q<T, U> {
    t: T,
    u: U,
}

impl<T: Mark + Copy> Tr for W<T> {
    fn f(&self, d: u32) -> u32 {
        d * 10
    }
    fn s(d: u32) -> u32 {
        d * 20
    }
}
impl Tr for W<u32> {}

impl<T> Tr2 for P<T>
where
    T: Mark,
{
    fn g(d: u32) -> u32 {
        d * T::M + 1
    }
}
impl Tr2 for P<B> {}

impl<T: Mark> Tr3 for W<T> {
    fn h(d: u32) -> u32 {
        d * T::M
    }
}
impl Tr3 for W<B> {
    fn h(d: u32) -> u32 {
        d + 1000
    }
}

impl<T: Mark> Tr4 for Q<T, u32> {
    fn q(d: u32) -> u32 {
        d * 2 + T::M
    }
}
impl<T: Mark> Tr4 for Q<T, u8> {
    fn q(d: u32) -> u32 {
        d * 4 + T::M
    }
}

impl<T: Big> Tr5 for T {
    fn k(d: u32) -> u32 {
        d * 9
    }
}
impl Tr5 for B {
    fn k(d: u32) -> u32 {
        d + 9
    }
}

// a generic fn naming `<W<T> as Tr>::s`: its instances' calls are told
// apart like the kernel's (`W<u8>` the override, `W<u32>` the default)
fn call<T>(d: u32) -> u32
where
    W<T>: Tr,
{
    <W<T> as Tr>::s(d)
}

rsgpu::kernel! {
    pub fn s27_generic_impl_bounds(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a = W(1u8);
            let b = W(2u32);
            o1[i] = a.f(v) + 3 * b.f(v) + 7 * <W<u8> as Tr>::s(v) + 11 * <W<u32> as Tr>::s(v);
            o2[i] = <P<u16> as Tr2>::g(v) + 3 * <P<B> as Tr2>::g(v) + 5 * <P<A> as Tr2>::g(v)
                + 7 * <W<u8> as Tr3>::h(v) + 11 * <W<B> as Tr3>::h(v) + 13 * <W<A> as Tr3>::h(v);
            o3[i] = <Q<u8, u32> as Tr4>::q(v) + 3 * <Q<u16, u8> as Tr4>::q(v)
                + 5 * <A as Tr5>::k(v) + 7 * <B as Tr5>::k(v)
                + 11 * call::<u8>(v) + 13 * call::<u32>(v);
        }
    }
}
