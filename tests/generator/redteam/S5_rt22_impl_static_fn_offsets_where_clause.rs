//! S5 misuse (red team 22): static trait fns giving index offsets, impl headers with `where` clauses (generics.md: not read; RG0100 unless told apart): `A::off()` keeps the default 0, `B::off()` overrides with 2; `y[2 * i + A::off()]` and `y[2 * i + B::off()]` collide across threads. Docs: RG0201 or RG0100, never acceptance.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Off {
    fn off() -> usize {
        0
    }
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
impl Off for A where A: Copy {}
impl Off for B
where
    B: Copy,
{
    fn off() -> usize {
        2
    }
}

rsgpu::kernel! {
    pub fn rt22_impl_static_fn_offsets_where_clause(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 2 * i + 2 < y.len() {
            y[2 * i + A::off()] = x[0];
            y[2 * i + B::off()] = x[1];
        }
    }
}
// Since session 26 (cov26) `where` clauses are read: the race itself at O0 too.
// CHECK-O0: error[RG0201]:{{.*}}`y[
// CHECK-O3: error[RG0201]:{{.*}}`y[
