//! Red team 23 (which impl a call runs): an alias in a module, `mod m { pub type X = super::B; impl super::W for X }`, beside `impl W for A`; static methods of one signature. Docs: an alias in a module is Unknown, refused RG0100 for a static method; the run must match or be refused.
#![no_std]
#![allow(unused)]
use rsgpu::*;

pub struct A;
pub struct B;
pub trait W {
    fn w(v: u32) -> u32;
}
mod m {
    pub type X = super::B;
    impl super::W for X { fn w(v: u32) -> u32 { v ^ 0x5555 } }
}
impl W for A { fn w(v: u32) -> u32 { v ^ 0xaaaa } }
rsgpu::kernel! {
    pub fn r23_impl_alias_in_module(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <B as W>::w(v);
            o2[i] = <A as W>::w(v);
            o3[i] = <m::X as W>::w(v >> 3);
        }
    }
}
