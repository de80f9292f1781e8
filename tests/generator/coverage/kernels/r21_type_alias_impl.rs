//! Red team 21: an impl header naming a type alias (`type Bee = B; impl W for
//! Bee`) and one naming the type through `self::` and `Self`-free paths; `A`
//! and `C` keep the static default `weight`, `B` overrides it.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
struct C;
type Bee = B;
impl W for self::A {}
impl W for Bee {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for C {}

rsgpu::kernel! {
    pub fn r21_type_alias_impl(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = C::weight(v);
        }
    }
}
