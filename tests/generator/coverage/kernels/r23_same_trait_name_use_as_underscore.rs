//! Red team 23 (which impl a call runs): two traits named `Tr` in modules `t1` and `t2`, both implemented for `A` and `B` with static and `&self` methods of one signature; the calls go through `use t1::Tr as _` inside one helper and `use t2::Tr as _` inside another. Docs: traits are compared whole; each call runs its own trait impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

pub struct A(u32);
pub struct B(u32);
mod t1 {
    pub trait Tr {
        fn s(v: u32) -> u32;
        fn m(&self, v: u32) -> u32;
    }
}
mod t2 {
    pub trait Tr {
        fn s(v: u32) -> u32;
        fn m(&self, v: u32) -> u32;
    }
}
impl t1::Tr for A { fn s(v: u32) -> u32 { v + 1 } fn m(&self, v: u32) -> u32 { self.0 + v * 2 } }
impl t2::Tr for A { fn s(v: u32) -> u32 { v + 10 } fn m(&self, v: u32) -> u32 { self.0 + v * 3 } }
impl t1::Tr for B { fn s(v: u32) -> u32 { v + 100 } fn m(&self, v: u32) -> u32 { self.0 ^ v } }
impl t2::Tr for B { fn s(v: u32) -> u32 { v + 1000 } fn m(&self, v: u32) -> u32 { self.0 | v } }
#[inline(never)]
fn via1(v: u32) -> u32 {
    use t1::Tr as _;
    A::s(v) * 3 + B::s(v) + A(v).m(5) + B(7).m(v)
}
#[inline(never)]
fn via2(v: u32) -> u32 {
    use t2::Tr as _;
    A::s(v) * 3 + B::s(v) + A(v).m(5) + B(7).m(v)
}
rsgpu::kernel! {
    pub fn r23_same_trait_name_use_as_underscore(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 10000;
            o1[i] = via1(v);
            o2[i] = via2(v);
            o3[i] = {
                use t2::Tr as _;
                B::s(v) ^ A(3).m(v)
            };
        }
    }
}
