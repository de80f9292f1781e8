//! Red team 23 (which impl a call runs): `impl W for G<u32>`, `G<i32>`, `G<u64>` and `G<u8>` whose static methods share one signature; called by path and through a generic fn. Docs: generic arguments tell impls apart in the root module; each call runs its own impl, or RG0100. Every impl method `#[inline(never)]`, so the opt-level-3 MIR keeps the calls.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct G<T>(T);
trait W {
    fn w(v: u32) -> u32;
    const K: u32;
}
impl W for G<u32> {
    #[inline(never)]
    fn w(v: u32) -> u32 { v.wrapping_mul(3) }
    const K: u32 = 11;
}
impl W for G<i32> {
    #[inline(never)]
    fn w(v: u32) -> u32 { v.wrapping_add(17) }
    const K: u32 = 13;
}
impl W for G<u64> {
    #[inline(never)]
    fn w(v: u32) -> u32 { v.rotate_left(3) }
    const K: u32 = 17;
}
impl W for G<u8> {
    #[inline(never)]
    fn w(v: u32) -> u32 { !v }
    const K: u32 = 19;
}
#[inline(never)]
fn g<T: W>(v: u32) -> u32 { T::w(v) ^ T::K }
rsgpu::kernel! {
    pub fn r23_impl_generic_args_signed_noinline(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <G<u32> as W>::w(v) ^ <G<i32> as W>::w(v >> 1);
            o2[i] = <G<u64> as W>::w(v) ^ <G<u8> as W>::w(v).rotate_left(5) ^ (<G<i32> as W>::K * <G<u8> as W>::K);
            o3[i] = g::<G<u32>>(v) ^ g::<G<i32>>(v).wrapping_mul(3) ^ g::<G<u64>>(v).wrapping_mul(5) ^ g::<G<u8>>(v).wrapping_mul(7);
        }
    }
}
