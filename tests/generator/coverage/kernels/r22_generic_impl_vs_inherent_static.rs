//! Red team 22 (which impl a call runs; static fns next to r22_generic_impl_vs_inherent_self): `impl<T: Copy> Tr for W<T> { fn make(d) -> d * 3 }`, an inherent `impl W<u8> { fn make(d) -> d + 1000 }`, `impl Tr2 for W<u16> { fn make(d) -> d ^ 0x5555 }`; `W::<u8>::make(v)` (inherent), `<W<u8> as Tr>::make(v)`, `<W<u16> as Tr2>::make(v)`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    fn make(d: u32) -> u32;
}
trait Tr2 {
    fn make(d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Copy> Tr for W<T> {
    fn make(d: u32) -> u32 {
        d * 3
    }
}
impl W<u8> {
    fn make(d: u32) -> u32 {
        d + 1000
    }
}
impl Tr2 for W<u16> {
    fn make(d: u32) -> u32 {
        d ^ 0x5555
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_vs_inherent_static(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = W::<u8>::make(v);
            o2[i] = <W<u8> as Tr>::make(v) + 10000 * <W<u16> as Tr>::make(v);
            o3[i] = <W<u16> as Tr2>::make(v);
        }
    }
}
