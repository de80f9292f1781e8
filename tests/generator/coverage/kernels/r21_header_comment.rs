//! Red team 21: impl headers carrying comments and odd spacing
//! (`impl /* W for B */ W for A {}`, `impl  W  for  C {}`, `impl W for
//! B // not A`): `A` and `C` keep the static default `weight`, `B` overrides.
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
impl /* W for B */ W for A {}
impl W for B /* not A */ {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl  W  for  C {}

rsgpu::kernel! {
    pub fn r21_header_comment(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = C::weight(v);
        }
    }
}
