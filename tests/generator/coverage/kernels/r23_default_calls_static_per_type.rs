//! Red team 23 (which impl a call runs): a default `fn d(v) -> u32 { Self::s(v) * 2 + Self::K }` over a static `s` and const `K` every impl defines, with A and C keeping `d`, B overriding it; and the same trait used by a generic `#[inline(never)] fn h<T: Tr>`. Docs: a default naming `Self` is instantiated per type.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
struct C;
trait Tr {
    const K: u32;
    fn s(v: u32) -> u32;
    fn d(v: u32) -> u32 { Self::s(v) * 2 + Self::K }
}
impl Tr for A { const K: u32 = 1; fn s(v: u32) -> u32 { v + 10 } }
impl Tr for B { const K: u32 = 2; fn s(v: u32) -> u32 { v + 20 } fn d(v: u32) -> u32 { Self::s(v) * 3 } }
impl Tr for C { const K: u32 = 3; fn s(v: u32) -> u32 { v + 30 } }
#[inline(never)]
fn h<T: Tr>(v: u32) -> u32 { T::d(v) + T::K }
rsgpu::kernel! {
    pub fn r23_default_calls_static_per_type(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100000;
            o1[i] = A::d(v) + 7 * B::d(v);
            o2[i] = C::d(v) ^ h::<A>(v);
            o3[i] = h::<B>(v) + 3 * h::<C>(v);
        }
    }
}
