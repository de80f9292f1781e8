//! Red team 21: two impls on one source line, `impl W for A {} impl W for B
//! { fn weight .. }` (A keeps the static default, B overrides it), and a
//! parenthesised self type `impl W for (C) {}`.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
struct C;
#[rustfmt::skip]
impl W for A {} impl W for B { fn weight(d: u32) -> u32 { d * 2 } }
#[allow(unused_parens)]
impl W for (C) {}

rsgpu::kernel! {
    pub fn r21_two_impls_one_line(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v);
            o3[i] = C::weight(v);
        }
    }
}
