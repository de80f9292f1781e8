//! Red team 21: two traits of one name in two modules (`t1::W`, `t2::W`),
//! each with a static default `weight` of one signature and other bodies,
//! both implemented for `A` (keeping the defaults) and for `B` (`t2::W`
//! overridden).
#![no_std]
use rsgpu::*;

mod t1 {
    pub trait W {
        fn weight(d: u32) -> u32 {
            d + 100
        }
    }
}
mod t2 {
    pub trait W {
        fn weight(d: u32) -> u32 {
            d + 200
        }
    }
}
struct A;
struct B;
impl t1::W for A {}
impl t2::W for A {}
impl t1::W for B {}
impl t2::W for B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}

rsgpu::kernel! {
    pub fn r21_same_trait_name_modules(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <A as t1::W>::weight(v);
            o2[i] = <A as t2::W>::weight(v) + 10000 * <B as t1::W>::weight(v);
            o3[i] = <B as t2::W>::weight(v);
        }
    }
}
