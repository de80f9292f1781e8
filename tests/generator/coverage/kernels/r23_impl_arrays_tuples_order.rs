//! Red team 23 (which impl a call runs): `impl W for [A; 2]`, `[A; 3]`, `[B; 2]`, `(A, B)`, `(B, A)`, `(A, A)`, `()` with static methods of one signature (a generic `g::<(B, A)>` is RG0100 "unknown call `<T as W>::w`", so the calls are by path). Docs: arrays and tuples match the call text in the root module; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
trait W {
    fn w(v: u32) -> u32;
}
impl W for [A; 2] { fn w(v: u32) -> u32 { v + 1 } }
impl W for [A; 3] { fn w(v: u32) -> u32 { v + 20 } }
impl W for [B; 2] { fn w(v: u32) -> u32 { v + 300 } }
impl W for (A, B) { fn w(v: u32) -> u32 { v * 2 } }
impl W for (B, A) { fn w(v: u32) -> u32 { v * 3 } }
impl W for (A, A) { fn w(v: u32) -> u32 { v * 5 } }
impl W for () { fn w(v: u32) -> u32 { v ^ 0xff } }
impl W for (A,) { fn w(v: u32) -> u32 { v ^ 0xf0f } }
#[inline(never)]
fn g<T: W>(v: u32) -> u32 { T::w(v) }
rsgpu::kernel! {
    pub fn r23_impl_arrays_tuples_order(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = <[A; 2] as W>::w(v) + 1000 * <[A; 3] as W>::w(v) + 7 * <[B; 2] as W>::w(v);
            o2[i] = <(A, B) as W>::w(v) + 10000 * <(B, A) as W>::w(v) + 13 * <(A, A) as W>::w(v);
            o3[i] = <() as W>::w(v) ^ (<(A,) as W>::w(v) << 8) ^ (<(B, A) as W>::w(v) << 4);
        }
    }
}
