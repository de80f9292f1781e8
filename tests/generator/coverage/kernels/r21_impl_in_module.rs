//! Red team 21: impls inside modules with path-qualified headers
//! (`impl super::W for super::B`), and two types of one name in two modules
//! (`m1::P`, `m2::P`), one keeping the static default, one overriding it.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
mod m1 {
    pub struct P;
    impl super::W for P {}
    impl super::W for super::B {
        fn weight(d: u32) -> u32 {
            d * 2
        }
    }
}
mod m2 {
    pub struct P;
    impl crate::W for P {
        fn weight(d: u32) -> u32 {
            d * 3 + 7
        }
    }
}
impl W for A {}

rsgpu::kernel! {
    pub fn r21_impl_in_module(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v) + 10000 * B::weight(v);
            o2[i] = <m1::P as W>::weight(v);
            o3[i] = <m2::P as W>::weight(v);
        }
    }
}
