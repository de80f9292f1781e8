//! Red team 21: an inherent associated fn and a trait's static default of
//! one name and signature on one type: `A::weight(v)` runs the inherent one,
//! `<A as W>::weight(v)` the trait's default; `B` overrides the default and
//! has no inherent `weight`.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
impl A {
    fn weight(d: u32) -> u32 {
        d * 9
    }
}
impl W for A {}
impl W for B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}

rsgpu::kernel! {
    pub fn r21_inherent_static_vs_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = <A as W>::weight(v);
            o3[i] = B::weight(v);
        }
    }
}
