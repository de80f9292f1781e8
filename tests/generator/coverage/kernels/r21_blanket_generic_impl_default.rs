//! Red team 21: a generic impl `impl<T: Mark> W for G<T>` overriding the
//! static default `weight`, next to `impl W for H {}` keeping it; `G<A>` and
//! `G<B>` both instances of the generic impl.
#![no_std]
use rsgpu::*;

trait Mark {
    const M: u32;
}
trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
impl Mark for A {
    const M: u32 = 3;
}
impl Mark for B {
    const M: u32 = 5;
}
#[allow(dead_code)]
struct G<T> {
    t: T,
}
struct H;
impl<T: Mark> W for G<T> {
    fn weight(d: u32) -> u32 {
        d * T::M
    }
}
impl W for H {}

rsgpu::kernel! {
    pub fn r21_blanket_generic_impl_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = <H as W>::weight(v);
            o2[i] = <G<A> as W>::weight(v);
            o3[i] = <G<B> as W>::weight(v);
        }
    }
}
