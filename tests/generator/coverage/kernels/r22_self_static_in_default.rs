//! Red team 22 (which impl a call runs): trait static fns reached through `Self::` inside default methods (`&self` and static), a required static `k()` and a const `K` per impl; `A` overrides the static default `h`, `B` keeps it, `C` overrides the static default `go_static`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    const K: u32;
    fn k() -> u32;
    fn h(v: u32) -> u32 {
        v + 1
    }
    fn go(&self, v: u32) -> u32 {
        Self::k() * v + Self::h(v) + Self::K
    }
    fn go_static(v: u32) -> u32 {
        Self::h(Self::k() + v) * 2
    }
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
#[derive(Clone, Copy)]
struct C;
impl Tr for A {
    const K: u32 = 1;
    fn k() -> u32 {
        2
    }
    fn h(v: u32) -> u32 {
        v * 3
    }
}
impl Tr for B {
    const K: u32 = 10;
    fn k() -> u32 {
        5
    }
}
impl Tr for C {
    const K: u32 = 100;
    fn k() -> u32 {
        7
    }
    fn go_static(v: u32) -> u32 {
        v ^ 0x55
    }
}

rsgpu::kernel! {
    pub fn r22_self_static_in_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = A.go(v) + 10000 * B.go(v);
            o2[i] = C.go(v) + 7 * A::go_static(v);
            o3[i] = B::go_static(v) + 3 * C::go_static(v) + 11 * <C as Tr>::h(v);
        }
    }
}
