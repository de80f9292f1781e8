//! Red team 23 (which impl a call runs): impls for a generic struct with a lifetime and a type argument, `impl<'a> W for L<'a, u32>` and `impl<'a> W for L<'a, u16>`, and for user types as arguments `G<A>` vs `G<B>`. Docs: lifetimes are dropped, arguments compared; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
struct G<T>(T);
struct L<'a, T>(&'a T);
trait W { fn w(v: u32) -> u32; }
impl<'a> W for L<'a, u32> { fn w(v: u32) -> u32 { v.wrapping_mul(3) } }
impl<'a> W for L<'a, u16> { fn w(v: u32) -> u32 { v.wrapping_mul(5) } }
impl W for G<A> { fn w(v: u32) -> u32 { v.wrapping_mul(7) } }
impl W for G<B> { fn w(v: u32) -> u32 { v.wrapping_mul(9) } }
rsgpu::kernel! {
    pub fn r23_impl_lifetime_and_user_args(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <L<'static, u32> as W>::w(v);
            o2[i] = <L<'static, u16> as W>::w(v);
            o3[i] = <G<A> as W>::w(v) ^ <G<B> as W>::w(v).rotate_left(7);
        }
    }
}
