//! Red team 22 (which impl a call runs): the r22_use_rename layout with `&self` methods (the receiver's type tells the impls apart): `SA` overrides `weight(&self)`, `SB` keeps the default, and a static default `twice` calls `Self::base()` which both override.
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
    fn base() -> u32;
    fn weight(&self, d: u32) -> u32 {
        d + 100 + Self::base()
    }
}
impl W for SA {
    fn base() -> u32 {
        1
    }
    fn weight(&self, d: u32) -> u32 {
        d * 2
    }
}
impl W for SB {
    fn base() -> u32 {
        50
    }
}

rsgpu::kernel! {
    pub fn r22_use_rename_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = SA.weight(v);
            o2[i] = SB.weight(v);
            o3[i] = SA::base() + 3 * SB::base();
        }
    }
}
