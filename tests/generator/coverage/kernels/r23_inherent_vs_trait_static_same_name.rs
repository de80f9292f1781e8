//! Red team 23 (which impl a call runs): an inherent static `B::w` and a trait static `<B as W>::w` of one signature on one type, plus `A` with only the trait impl; `B::w(..)` runs the inherent one (rustc prefers it), `<B as W>::w` the trait one. Docs: the impl header names the trait; each call runs its own, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
trait W { fn w(v: u32) -> u32; }
impl B { fn w(v: u32) -> u32 { v * 3 } }
impl W for B { fn w(v: u32) -> u32 { v * 5 } }
impl W for A { fn w(v: u32) -> u32 { v * 7 } }
rsgpu::kernel! {
    pub fn r23_inherent_vs_trait_static_same_name(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100000;
            o1[i] = B::w(v);
            o2[i] = <B as W>::w(v);
            o3[i] = A::w(v) + <A as W>::w(v >> 1);
        }
    }
}
