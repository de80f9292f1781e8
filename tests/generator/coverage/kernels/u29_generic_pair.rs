//! A generic `Pair<T>` with bounds `T: Copy + PartialOrd + Add<Output = T>`: `new`, `ordered` (swap to
//! (min, max)), `sum`, a `where` clause; used at `i32` and `f32` per element of two inputs.
#![no_std]
use core::ops::Add;
use rsgpu::*;

#[derive(Clone, Copy)]
struct Pair<T> {
    a: T,
    b: T,
}

impl<T: Copy + PartialOrd + Add<Output = T>> Pair<T> {
    fn new(a: T, b: T) -> Self {
        Pair { a, b }
    }
    fn ordered(self) -> Self {
        if self.b < self.a { Pair { a: self.b, b: self.a } } else { self }
    }
    fn sum(&self) -> T {
        self.a + self.b
    }
}

fn spread<T>(p: Pair<T>) -> (T, T)
where
    T: Copy + PartialOrd + Add<Output = T>,
{
    let o = p.ordered();
    (o.a, o.b)
}

rsgpu::kernel! {
    pub fn u29_generic_pair(xi: &[i32], yi: &[i32], xf: &[f32], yf: &[f32], oi: &mut [i32], of: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= xi.len() || i >= yi.len() || i >= xf.len() || i >= yf.len() {
            return;
        }
        let (Some(o), Some(f)) = (oi.chunks_mut(3).nth(i), of.chunks_mut(3).nth(i)) else {
            return;
        };
        let pi = Pair::new(xi[i], yi[i]);
        let (lo, hi) = spread(pi);
        let pf = Pair::new(xf[i], yf[i]);
        let (flo, fhi) = spread(pf);
        for (k, (dst_i, dst_f)) in o.iter_mut().zip(f.iter_mut()).enumerate() {
            *dst_i = match k { 0 => lo, 1 => hi, _ => Pair::new(lo / 2, hi / 2).sum() };
            *dst_f = match k { 0 => flo, 1 => fhi, _ => pf.sum() };
        }
    }
}
