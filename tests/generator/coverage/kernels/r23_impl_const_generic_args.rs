//! Red team 23 (which impl a call runs): const generic arguments `impl W for C<2>`, `C<3>`, `C<{ 1 + 1 }>`-free, plus `D<u32, 2>` vs `D<u32, 3>`, static methods of one signature. Docs do not say how const arguments are read: each call must run its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct C<const N: usize>;
struct D<T, const N: usize>(T);
trait W { fn w(v: u32) -> u32; }
impl W for C<2> { fn w(v: u32) -> u32 { v ^ 0x2 } }
impl W for C<3> { fn w(v: u32) -> u32 { v ^ 0x30 } }
impl W for C<23> { fn w(v: u32) -> u32 { v ^ 0x400 } }
impl W for D<u32, 2> { fn w(v: u32) -> u32 { v ^ 0x5000 } }
impl W for D<u32, 3> { fn w(v: u32) -> u32 { v ^ 0x60000 } }
rsgpu::kernel! {
    pub fn r23_impl_const_generic_args(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <C<2> as W>::w(v) ^ <C<3> as W>::w(v >> 1).rotate_left(3);
            o2[i] = <C<23> as W>::w(v) ^ <D<u32, 2> as W>::w(v >> 2).rotate_left(5);
            o3[i] = <D<u32, 3> as W>::w(v);
        }
    }
}
