//! Red team 23 (which impl a call runs): an alias chain `type X = Y; type Y = B;` with `impl W for X`, beside `impl W for A` and `type Z = A` used in a call; static methods of one signature. Docs: a root alias is read through (a chain is not said); each call runs its own impl, or RG0100. Every impl method `#[inline(never)]`, so the opt-level-3 MIR keeps the calls.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
type X = Y;
type Y = B;
type Z = A;
trait W {
    fn w(v: u32) -> u32;
}
impl W for X { #[inline(never)] fn w(v: u32) -> u32 { v.wrapping_mul(7) } }
impl W for A { #[inline(never)] fn w(v: u32) -> u32 { v.wrapping_mul(11) } }
rsgpu::kernel! {
    pub fn r23_impl_alias_chain_noinline(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <B as W>::w(v);
            o2[i] = <A as W>::w(v) ^ <Z as W>::w(v >> 2);
            o3[i] = <Y as W>::w(v) ^ <X as W>::w(v >> 1);
        }
    }
}
