//! Red team 21: an associated const with a default value in the trait
//! (`const K: u32 = 5;`), kept by `A`, overridden by `B` and `C`; a default
//! method and a generic fn read it as `Self::K` / `T::K`, and a second const
//! defined from the first (`const K2: u32 = Self::K * 2 + 1;`) in the trait.
#![no_std]
use rsgpu::*;

trait Scale {
    const K: u32 = 5;
    const K2: u32 = Self::K * 2 + 1;
    fn k(&self) -> u32 {
        Self::K
    }
    fn k2() -> u32 {
        Self::K2
    }
}
struct A;
struct B;
struct C;
impl Scale for A {}
impl Scale for B {
    const K: u32 = 9;
}
impl Scale for C {
    const K: u32 = 13;
    const K2: u32 = 100;
}

fn both<T: Scale>(v: u32) -> u32 {
    v * T::K + T::K2
}

rsgpu::kernel! {
    pub fn r21_assoc_const_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = v * A::K + 10 * B::K + 100 * C::K;
            o2[i] = A.k() + 1000 * B.k() + 100000 * C.k() + A::k2() * 7 + B::k2() * 11 + C::k2() * 13;
            o3[i] = both::<A>(v) ^ (both::<B>(v) << 3) ^ (both::<C>(v) << 6) ^ <A as Scale>::K2;
        }
    }
}
