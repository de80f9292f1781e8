//! One trait, two impls with the same static method signature: `A` keeps the
//! trait's default `weight`, `B` overrides it; a generic fn bound by a
//! turbofish alone (`scaled::<A>`) reads the impl's associated const.
//! (rsgpu-gen once called B's override for `A::weight`: the impls were told
//! apart by parameter types only.)
#![no_std]
use rsgpu::*;

trait W {
    const K: u32;
    fn weight(d: u32) -> u32 {
        d + 100
    }
    fn twice(d: u32) -> u32 {
        2 * Self::weight(d) + Self::K
    }
}
struct A;
struct B;
impl W for A {
    const K: u32 = 7;
}
impl W for B {
    const K: u32 = 9;
    fn weight(d: u32) -> u32 {
        d * 2
    }
}

fn scaled<T: W>(v: u32) -> u32 {
    v * T::K + T::weight(v)
}

rsgpu::kernel! {
    pub fn own_trait_default_override(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let v = x[i] % 1000;
            out[i] = A::weight(v) + B::weight(v) * 3 + A::twice(v) + B::twice(v)
                + scaled::<A>(v) + scaled::<B>(v);
        }
    }
}
