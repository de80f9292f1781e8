//! Red team 23 (which impl a call runs): impl headers with comments and line breaks in odd places (`impl /* W for A */ W for B`, `impl W // for A` newline `for C`, `impl W for /* B */ A`). Docs: a comment inside the span is not read; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A;
struct B;
struct C;
trait W { fn w(v: u32) -> u32; }
impl /* W for A */ W for B { fn w(v: u32) -> u32 { v ^ 1 } }
impl W // for A
    for C { fn w(v: u32) -> u32 { v ^ 2 } }
impl W for /* B */ A { fn w(v: u32) -> u32 { v ^ 4 } }
rsgpu::kernel! {
    pub fn r23_impl_header_comments(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = <A as W>::w(v);
            o2[i] = <B as W>::w(v);
            o3[i] = <C as W>::w(v);
        }
    }
}
