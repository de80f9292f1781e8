//! Red team 23 (which impl a call runs): two kernels in one file calling the same `#[inline(never)]` generic fn `mix::<T: Tr>` with different types (A in the first, B and `G<u16>` in the second), where A keeps the trait's default `w`, B overrides it, and `G<u16>` has its own impl beside `G<u32>`. Docs: one C++ name per instance; each kernel runs its own instance.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
struct G<T>(T);
trait Tr {
    const K: u32;
    fn w(v: u32) -> u32 { v.wrapping_add(Self::K) }
}
impl Tr for A { const K: u32 = 1; }
impl Tr for B { const K: u32 = 2; fn w(v: u32) -> u32 { v.wrapping_mul(Self::K).wrapping_add(5) } }
impl Tr for G<u16> { const K: u32 = 3; fn w(v: u32) -> u32 { v ^ 0x77 } }
impl Tr for G<u32> { const K: u32 = 4; fn w(v: u32) -> u32 { v ^ 0x99 } }
#[inline(never)]
fn mix<T: Tr>(v: u32) -> u32 { T::w(v).wrapping_mul(T::K + 1) }

rsgpu::kernel! {
    pub fn r23_two_kernels_same_generic(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = mix::<A>(v);
            o2[i] = mix::<G<u32>>(v);
            o3[i] = A::w(v);
        }
    }
}

rsgpu::kernel! {
    pub fn r23_two_kernels_same_generic_b(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = mix::<B>(v);
            o2[i] = mix::<G<u16>>(v);
            o3[i] = B::w(v) ^ <G<u16> as Tr>::w(v);
        }
    }
}
