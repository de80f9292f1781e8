//! Red team 21: impl headers spelled over several lines (generics.md: not
//! read, the parameter types alone decide): `A` keeps the static default
//! `weight`, `B` overrides it, `C` overrides it with another body, each header
//! broken differently.
#![no_std]
use rsgpu::*;

trait W {
    const K: u32;
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
struct C;
impl W
    for A
{
    const K: u32 = 1;
}
impl
W for B {
    const K: u32 = 2;
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for
    C {
    const K: u32 = 3;
    fn weight(d: u32) -> u32 {
        d * 3 + 1
    }
}

rsgpu::kernel! {
    pub fn r21_multiline_header(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v) + A::K;
            o2[i] = B::weight(v) + B::K;
            o3[i] = C::weight(v) + C::K;
        }
    }
}
