//! Red team 22 (which impl a call runs): associated consts per impl used as array lengths (`[0u32; A::N]`), as indexes (`a[B::IDX]`) and in a generic fn (`arr[T::IDX]`, `T::N`).
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Sz {
    const N: usize;
    const IDX: usize;
}
#[derive(Clone, Copy)]
struct A;
#[derive(Clone, Copy)]
struct B;
impl Sz for A {
    const N: usize = 3;
    const IDX: usize = 1;
}
impl Sz for B {
    const N: usize = 5;
    const IDX: usize = 4;
}
fn fill_a(v: u32) -> u32 {
    let mut a = [0u32; A::N];
    for j in 0..A::N {
        a[j] = v + j as u32 * 10;
    }
    a[A::IDX] + a.len() as u32
}
fn fill_b(v: u32) -> u32 {
    let mut a = [0u32; B::N];
    for j in 0..B::N {
        a[j] = v + j as u32 * 100;
    }
    a[B::IDX] + a.len() as u32
}
fn pick<T: Sz>(arr: &[u32; 8]) -> u32 {
    arr[T::IDX] * T::N as u32
}

rsgpu::kernel! {
    pub fn r22_assoc_const_sizes(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let arr = [v, v + 1, v + 2, v + 3, v + 4, v + 5, v + 6, v + 7];
            o1[i] = fill_a(v) + 10000 * fill_b(v);
            o2[i] = pick::<A>(&arr) + 10000 * pick::<B>(&arr);
            o3[i] = (A::N * 100 + B::IDX) as u32;
        }
    }
}
