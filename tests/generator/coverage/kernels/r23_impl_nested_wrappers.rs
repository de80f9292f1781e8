//! Red team 23 (which impl a call runs): impls for nested wrappers `W<W<u8>>`, `W<u8>`, `W<W<u16>>`, `W<W<W<u8>>>` with static methods of one signature. Docs: generic arguments are compared; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct Wr<T>(T);
trait Tr {
    fn f(v: u32) -> u32;
}
impl Tr for Wr<u8> { fn f(v: u32) -> u32 { v + 1 } }
impl Tr for Wr<Wr<u8>> { fn f(v: u32) -> u32 { v + 2 } }
impl Tr for Wr<Wr<u16>> { fn f(v: u32) -> u32 { v + 4 } }
impl Tr for Wr<Wr<Wr<u8>>> { fn f(v: u32) -> u32 { v + 8 } }
#[inline(never)]
fn g<T: Tr>(v: u32) -> u32 { T::f(v) * 3 }
rsgpu::kernel! {
    pub fn r23_impl_nested_wrappers(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = <Wr<u8> as Tr>::f(v) * 10000 + <Wr<Wr<u8>> as Tr>::f(v);
            o2[i] = <Wr<Wr<u16>> as Tr>::f(v) * 10000 + <Wr<Wr<Wr<u8>>> as Tr>::f(v);
            o3[i] = g::<Wr<Wr<u8>>>(v) * 10000 + g::<Wr<Wr<u16>>>(v);
        }
    }
}
