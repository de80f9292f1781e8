//! Red team 22 (which impl a call runs): two structs named `S` in two modules, brought in by `use a::S as SA; use b::S as SB;` and the impls written against the renames: `SA` overrides the static default `weight`, `SB` keeps it (generics.md: a name a `use` brought in is not read: RG0100 or rustc's answer, never another impl).
#![no_std]
#![allow(unused)]
use rsgpu::*;

mod a {
    #[derive(Clone, Copy)]
    pub struct S;
}
mod b {
    #[derive(Clone, Copy)]
    pub struct S;
}
use a::S as SA;
use b::S as SB;
trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
impl W for SA {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for SB {}

rsgpu::kernel! {
    pub fn r22_use_rename(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = SA::weight(v);
            o2[i] = SB::weight(v);
            o3[i] = <SA as W>::weight(v) + 3 * <SB as W>::weight(v);
        }
    }
}
