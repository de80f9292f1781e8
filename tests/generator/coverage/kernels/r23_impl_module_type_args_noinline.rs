//! Red team 23 (which impl a call runs): generic arguments, arrays and tuples naming module types of one name: `impl W for G<m::P>` vs `G<n::P>`, `[m::P; 2]` vs `[n::P; 2]`, `(&A, B)` vs `(A, B)`, plus a root `P` beside `m::P` with `impl crate::W for P` written inside `mod m`. Docs: names compared as rustc prints them; each call runs its own impl, or RG0100. Every impl method `#[inline(never)]`, so the opt-level-3 MIR keeps the calls.
#![no_std]
#![allow(unused)]
use rsgpu::*;

pub struct A;
pub struct B;
pub struct P;
pub struct G<T>(T);
pub trait W { fn w(v: u32) -> u32; }
pub mod m {
    pub struct P;
    impl crate::W for P { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x1 } }
}
pub mod n {
    pub struct P;
}
impl W for P { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x20 } }
impl W for G<m::P> { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x300 } }
impl W for G<n::P> { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x4000 } }
impl W for [m::P; 2] { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x50000 } }
impl W for [n::P; 2] { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x600000 } }
impl W for (&A, B) { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x7000000 } }
impl W for (A, B) { #[inline(never)] fn w(v: u32) -> u32 { v ^ 0x80000000 } }
rsgpu::kernel! {
    pub fn r23_impl_module_type_args_noinline(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <P as W>::w(v) ^ <m::P as W>::w(v >> 1).rotate_left(1);
            o2[i] = <G<m::P> as W>::w(v) ^ <G<n::P> as W>::w(v >> 2).rotate_left(2) ^ <[m::P; 2] as W>::w(v >> 3).rotate_left(3);
            o3[i] = <[n::P; 2] as W>::w(v) ^ <(&A, B) as W>::w(v >> 1).rotate_left(4) ^ <(A, B) as W>::w(v >> 2).rotate_left(9);
        }
    }
}
