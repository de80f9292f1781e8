//! A small `Float` trait implemented for f32 and f64, generic helpers with bounds and `where` clauses:
//! L2 norm and RMS of each row, at both precisions.
#![no_std]
use core::ops::{Add, Mul};
use rsgpu::math::{sqrt, sqrtf};
use rsgpu::*;

trait Float: Copy + Add<Output = Self> + Mul<Output = Self> {
    fn zero() -> Self;
    fn root(self) -> Self;
    fn from_usize(n: usize) -> Self;
    fn div(self, o: Self) -> Self;
}
impl Float for f32 {
    fn zero() -> Self { 0.0 }
    fn root(self) -> Self { sqrtf(self) }
    fn from_usize(n: usize) -> Self { n as f32 }
    fn div(self, o: Self) -> Self { self / o }
}
impl Float for f64 {
    fn zero() -> Self { 0.0 }
    fn root(self) -> Self { sqrt(self) }
    fn from_usize(n: usize) -> Self { n as f64 }
    fn div(self, o: Self) -> Self { self / o }
}

fn sum_sq<T: Float>(xs: &[T]) -> T {
    let mut acc = T::zero();
    for &x in xs {
        acc = acc + x * x;
    }
    acc
}
fn norm<T: Float>(xs: &[T]) -> T { sum_sq(xs).root() }
fn rms<T>(xs: &[T]) -> T
where
    T: Float,
{
    if xs.is_empty() { T::zero() } else { sum_sq(xs).div(T::from_usize(xs.len())).root() }
}

rsgpu::kernel! {
    pub fn u27_trait_float_norm(a: &[f32], b: &[f64], cols: usize, na: &mut [f32], nb: &mut [f64], ra: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < na.len() && r < nb.len() && r < ra.len() {
            let rowa = &a[r * cols..(r + 1) * cols];
            na[r] = norm(rowa);
            ra[r] = rms(rowa);
            nb[r] = norm(&b[r * cols..(r + 1) * cols]);
        }
    }
}
