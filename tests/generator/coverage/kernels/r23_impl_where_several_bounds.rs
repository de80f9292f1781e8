//! Red team 23 (which impl a call runs): `where` clauses with several bounds and over other types (`impl W for B where B: Copy + Clone, A: Default`, a multi-line where ending in a comma), beside `impl W for A`. Docs: the where clause is cut off; each call runs its own impl, or RG0100.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, Default)]
struct A;
#[derive(Clone, Copy)]
struct B;
#[derive(Clone, Copy)]
struct C;
trait W {
    fn w(v: u32) -> u32;
}
impl W for B where B: Copy + Clone, A: Default { fn w(v: u32) -> u32 { v + 100 } }
impl W
for A
where
    A: Copy,
    B: Clone,
{
    fn w(v: u32) -> u32 { v + 200 }
}
impl W for C where for<'a> &'a C: Copy { fn w(v: u32) -> u32 { v + 300 } }
rsgpu::kernel! {
    pub fn r23_impl_where_several_bounds(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100;
            o1[i] = <B as W>::w(v);
            o2[i] = <A as W>::w(v);
            o3[i] = <C as W>::w(v);
        }
    }
}
