//! Red team 21: impl headers with a `where` clause (generics.md: such a header
//! is not read, the parameter types alone decide). `A` keeps the static
//! default `weight`, `B` overrides it with the same signature, `C` keeps it
//! too; the trait's `twice` default calls `Self::weight`.
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
    fn twice(d: u32) -> u32 {
        2 * Self::weight(d) + 1
    }
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
#[derive(Clone, Copy)]
struct C;
impl W for A where A: Copy {}
impl W for B
where
    B: Copy,
{
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for C where C: Clone {}

rsgpu::kernel! {
    pub fn r21_where_clause_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::weight(v);
            o2[i] = B::weight(v) + 10000 * C::weight(v);
            o3[i] = A::twice(v) + 3 * B::twice(v) + 7 * C::twice(v);
        }
    }
}
