//! Red team 22 (which impl a call runs): impls in nested modules with `super::super::` and `crate::` paths: `crate::A` overridden in `outer::inner` (`impl crate::W for super::super::A`), `B` keeping the static default (`impl crate::W for super::B {}` in `outer`), and a second `A` in `m` (`m::A`) overriding with another body.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
mod outer {
    pub mod inner {
        impl crate::W for super::super::A {
            fn weight(d: u32) -> u32 {
                d * 3
            }
        }
    }
    impl crate::W for super::B {}
}
mod m {
    #[derive(Clone, Copy)]
    pub struct A;
    impl crate::W for A {
        fn weight(d: u32) -> u32 {
            d * 5
        }
    }
}

rsgpu::kernel! {
    pub fn r22_nested_module_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = m::A::weight(v) + 7 * <m::A as W>::weight(v + 1);
        }
    }
}
