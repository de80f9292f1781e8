//! Red team 22 (which impl a call runs): a generic impl `impl<T: Mark> Tr for W<T>` overriding `Tr::f`, next to a specific `impl Tr2 for W<u8>` whose `f` has the same signature, and `impl Tr for H {}` keeping the default; calls `<W<u8> as Tr>::f`, `<W<u8> as Tr2>::f`, `<W<u16> as Tr>::f`, `H::f`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Mark {}
impl Mark for u8 {}
impl Mark for u16 {}
trait Tr {
    fn f(d: u32) -> u32 {
        d + 1
    }
}
trait Tr2 {
    fn f(d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
#[derive(Clone, Copy)]
struct H;
impl<T: Mark> Tr for W<T> {
    fn f(d: u32) -> u32 {
        d * 10 + 1
    }
}
impl Tr2 for W<u8> {
    fn f(d: u32) -> u32 {
        d * 1000
    }
}
impl Tr for H {}

rsgpu::kernel! {
    pub fn r22_generic_vs_specific_impl(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u8> as Tr2>::f(v);
            o3[i] = <W<u16> as Tr>::f(v) + 7 * H::f(v);
        }
    }
}
