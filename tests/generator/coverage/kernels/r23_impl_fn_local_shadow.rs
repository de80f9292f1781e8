//! Red team 23 (which impl a call runs): a type declared inside a fn body with the name of a root type (`fn helper() { struct A; impl W for A {..} }` beside root `impl W for A`), and a trait declared inside another fn with the root trait's name. Docs: rustc prints the inner one as `helper::A`; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
trait W { fn w(v: u32) -> u32; }
impl W for A { fn w(v: u32) -> u32 { v ^ 0x11 } }
#[inline(never)]
fn helper(v: u32) -> u32 {
    struct A;
    impl W for A { fn w(v: u32) -> u32 { v ^ 0x2200 } }
    <A as W>::w(v)
}
#[inline(never)]
fn other(v: u32) -> u32 {
    trait W { fn w(v: u32) -> u32; }
    impl W for crate::A { fn w(v: u32) -> u32 { v ^ 0x330000 } }
    <crate::A as W>::w(v)
}
rsgpu::kernel! {
    pub fn r23_impl_fn_local_shadow(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <A as W>::w(v);
            o2[i] = helper(v);
            o3[i] = other(v) ^ <A as W>::w(v >> 3);
        }
    }
}
