//! Red team 23 (which impl a call runs): `impl W for B`, `impl W for &B` and `impl W for &mut B` with static methods of one signature (no receiver to tell them apart), called as `<B as W>::w`, `<&B as W>::w`, `<&mut B as W>::w`, and a generic `fn g<T: W>()` at `B` (`g::<&B>` is RG0100 "unknown call": a generic fn over a reference type is not instantiated). Docs: a reference is never a path type: each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct B(u32);
trait W {
    fn w(v: u32) -> u32;
}
impl W for B {
    fn w(v: u32) -> u32 { v.wrapping_add(3) }
}
impl<'a> W for &'a B {
    fn w(v: u32) -> u32 { v.wrapping_mul(5) }
}
impl W for &mut B {
    fn w(v: u32) -> u32 { v ^ 7 }
}
#[inline(never)]
fn g<T: W>(v: u32) -> u32 { T::w(v).wrapping_add(1) }
rsgpu::kernel! {
    pub fn r23_impl_ref_mut_value(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <B as W>::w(v).wrapping_add(100 * <&B as W>::w(v % 7));
            o2[i] = <&mut B as W>::w(v) ^ <B as W>::w(v >> 3);
            o3[i] = g::<B>(v) ^ <&B as W>::w(v >> 4).rotate_left(3) ^ <&mut B as W>::w(v >> 5).rotate_left(7);
        }
    }
}
