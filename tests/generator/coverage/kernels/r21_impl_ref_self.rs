//! Red team 21 (r21_impl_lifetime reduced): an impl for a reference type,
//! `impl W for &B`, overrides the static default `weight`; `A` keeps it
//! (`impl W for A {}`).
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;

impl W for &B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for A {}

rsgpu::kernel! {
    pub fn r21_impl_ref_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = v;
            o2[i] = <&B as W>::weight(v);
            o3[i] = A::weight(v);
        }
    }
}
