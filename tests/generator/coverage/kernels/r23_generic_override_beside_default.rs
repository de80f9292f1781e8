//! Red team 23 (which impl a call runs): a generic override `impl<T: Mark> Tr for G<T> { fn d() }` of a trait method with a default, beside `impl Tr for A {}` keeping the default and `impl Tr for B` overriding it. Docs: a generic override beside a default is refused (RG0100); what translates must run rustc's body.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Mark {}
struct A;
struct B;
struct G<T>(T);
impl Mark for u8 {}
trait Tr {
    fn d(v: u32) -> u32 { v + 1 }
}
impl Tr for A {}
impl Tr for B { fn d(v: u32) -> u32 { v + 2 } }
impl<T: Mark> Tr for G<T> { fn d(v: u32) -> u32 { v + 3 } }
rsgpu::kernel! {
    pub fn r23_generic_override_beside_default(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = <A as Tr>::d(v);
            o2[i] = <B as Tr>::d(v);
            o3[i] = <G<u8> as Tr>::d(v);
        }
    }
}
