//! Red team 23 (which impl a call runs): impls for primitives and unsized types with static methods of one signature: `u32`, `i32`, `usize`, `f32`, `[u8]`, `[u8; 4]`, `str`, `&str`, and `G<G<u32>>` written `G< G<u32> >` beside `G<u32>`. Docs: each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct G<T>(T);
trait W { fn w(v: u32) -> u32; }
impl W for u32 { fn w(v: u32) -> u32 { v ^ 0x1 } }
impl W for i32 { fn w(v: u32) -> u32 { v ^ 0x20 } }
impl W for usize { fn w(v: u32) -> u32 { v ^ 0x300 } }
impl W for f32 { fn w(v: u32) -> u32 { v ^ 0x4000 } }
impl W for [u8] { fn w(v: u32) -> u32 { v ^ 0x50000 } }
impl W for [u8; 4] { fn w(v: u32) -> u32 { v ^ 0x600000 } }
impl W for str { fn w(v: u32) -> u32 { v ^ 0x7000000 } }
impl W for &str { fn w(v: u32) -> u32 { v ^ 0x80000000 } }
impl W for G< G<u32> > { fn w(v: u32) -> u32 { v.rotate_left(1) } }
impl W for G<u32> { fn w(v: u32) -> u32 { v.rotate_left(2) } }
rsgpu::kernel! {
    pub fn r23_impl_primitives_unsized(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <u32 as W>::w(v) ^ <i32 as W>::w(v >> 1).rotate_left(3) ^ <usize as W>::w(v >> 2).rotate_left(6);
            o2[i] = <f32 as W>::w(v) ^ <[u8] as W>::w(v >> 1).rotate_left(3) ^ <[u8; 4] as W>::w(v >> 2).rotate_left(6);
            o3[i] = <str as W>::w(v) ^ <&str as W>::w(v >> 1).rotate_left(3) ^ <G<G<u32>> as W>::w(v >> 2).rotate_left(6) ^ <G<u32> as W>::w(v >> 3).rotate_left(9);
        }
    }
}
