//! Red team 23 (which impl a call runs): a generic impl over a bound `impl<T: Mark> T1 for T { fn val(&self) -> u32 }` and a specific impl of ANOTHER trait with the same method name `impl T2 for A { fn val(&self) -> u32 }`, plus an inherent `A::val`; called as `T1::val(&a)`, `T2::val(&a)`, `a.val()` (inherent), and the static `T1::sval()` / `T2::sval()`. Docs: an impl of another trait is never the call's; runs rustc's impl or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Mark { fn base(&self) -> u32; }
struct A(u32);
struct C(u32);
impl Mark for A { fn base(&self) -> u32 { self.0 } }
impl Mark for C { fn base(&self) -> u32 { self.0 * 2 } }
trait T1 { fn val(&self) -> u32; fn sval() -> u32; }
trait T2 { fn val(&self) -> u32; fn sval() -> u32; }
impl<T: Mark> T1 for T {
    fn val(&self) -> u32 { self.base() + 1 }
    fn sval() -> u32 { 11 }
}
impl T2 for A {
    fn val(&self) -> u32 { self.0 * 5 }
    fn sval() -> u32 { 22 }
}
impl A {
    fn val(&self) -> u32 { self.0 ^ 0x33 }
}
rsgpu::kernel! {
    pub fn r23_generic_impl_vs_other_trait_same_name(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100000;
            let a = A(v);
            o1[i] = T1::val(&a) + 3 * T2::val(&a) + 7 * a.val();
            o2[i] = <A as T1>::sval() * 100 + <A as T2>::sval() + <C as T1>::sval() * 10000;
            o3[i] = T1::val(&C(v)) ^ <A as T1>::val(&a);
        }
    }
}
