//! Red team 23 (which impl a call runs): impls inside modules written with `crate::`, `self::`, `super::` paths: `mod m { pub struct P; impl crate::W for self::P }`, `mod n { pub struct P; impl super::W for P }` (two types named P), and root `impl W for m::Q`. Docs: paths are read in the impl's module; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

pub trait W { fn w(v: u32) -> u32; }
pub mod m {
    pub struct P;
    pub struct Q;
    impl crate::W for self::P { fn w(v: u32) -> u32 { v + 1 } }
}
pub mod n {
    pub struct P;
    impl super::W for P { fn w(v: u32) -> u32 { v + 2 } }
}
impl W for m::Q { fn w(v: u32) -> u32 { v + 4 } }
rsgpu::kernel! {
    pub fn r23_impl_module_paths_two_p(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100000;
            o1[i] = <m::P as W>::w(v);
            o2[i] = <n::P as W>::w(v);
            o3[i] = <m::Q as W>::w(v);
        }
    }
}
