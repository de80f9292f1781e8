//! Red team 22 (which impl a call runs; r22_generic_impl_self_method with static fns, which r22_generic_vs_specific_impl shows pass): `impl<T: Mark> Tr for W<T> { fn f(d) -> u32 { d * T::M } }` next to `impl Tr2 for W<u8> { fn f(d) }`, called as `<W<u8> as Tr>::f`, `<W<u8> as Tr2>::f`, `<W<u16> as Tr>::f`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Mark {
    const M: u32;
}
impl Mark for u8 {
    const M: u32 = 3;
}
impl Mark for u16 {
    const M: u32 = 5;
}
trait Tr {
    fn f(d: u32) -> u32;
}
trait Tr2 {
    fn f(d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Mark> Tr for W<T> {
    fn f(d: u32) -> u32 {
        d * T::M
    }
}
impl Tr2 for W<u8> {
    fn f(d: u32) -> u32 {
        d + 1000
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_self_method_static(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u8> as Tr2>::f(v);
            o3[i] = <W<u16> as Tr>::f(v);
        }
    }
}
