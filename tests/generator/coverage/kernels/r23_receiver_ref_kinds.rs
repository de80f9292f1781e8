//! Red team 23 (which impl a call runs): receivers through reference impls: inherent `A::f(self)` beside `impl Tr for &A { fn f(self) }` (`(&a).f()` runs the trait's, `a.f()` the inherent one), `impl Tr for &mut A`, and `impl Tr2 for B` / `impl Tr2 for &B` both with `&self` (`b.g()` vs `(&b).g()` vs `Tr2::g(&&b)`). Docs: a reference is never a path type; each call runs rustc's impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct A(u32);
#[derive(Clone, Copy)]
struct B(u32);
impl A {
    fn f(self) -> u32 { self.0 + 1 }
}
trait Tr {
    fn f(self) -> u32;
}
impl Tr for &A {
    fn f(self) -> u32 { self.0 * 3 }
}
impl Tr for &mut A {
    fn f(self) -> u32 { self.0 ^ 0x55 }
}
trait Tr2 {
    fn g(&self) -> u32;
}
impl Tr2 for B {
    fn g(&self) -> u32 { self.0 + 100 }
}
impl Tr2 for &B {
    fn g(&self) -> u32 { self.0 + 200 }
}

rsgpu::kernel! {
    pub fn r23_receiver_ref_kinds(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 100000;
            let mut a = A(v);
            let b = B(v);
            o1[i] = a.f() + 7 * (&a).f();
            o2[i] = (&mut a).f() ^ Tr::f(&a).rotate_left(5);
            o3[i] = b.g() + 3 * (&b).g() + 11 * Tr2::g(&&b) + 13 * <&B as Tr2>::g(&&b);
        }
    }
}
