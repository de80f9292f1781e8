//! Red team 23 (which impl a call runs): a blanket `impl<T: Copy + Into<u64>> Dbl for T` with a `self` method and a static method, used at u8, u16, u32 and a `Copy` struct with its own `impl Dbl`-free `Into<u64>`. Docs: an impl's parameters are never types: the static method may be refused RG0100; what translates must run the blanket body.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct P(u16);
impl From<P> for u64 { fn from(p: P) -> u64 { p.0 as u64 * 3 } }
trait Dbl { fn dbl(self) -> u64; fn tag() -> u32; }
impl<T: Copy + Into<u64>> Dbl for T {
    fn dbl(self) -> u64 { self.into() * 2 + 1 }
    fn tag() -> u32 { 9 }
}
rsgpu::kernel! {
    pub fn r23_blanket_impl_self_and_static(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = ((v as u8).dbl() + (v as u16).dbl()) as u32;
            o2[i] = (v.dbl() ^ P(v as u16).dbl()) as u32;
            o3[i] = <u8 as Dbl>::tag() + <P as Dbl>::tag() * 2;
        }
    }
}
