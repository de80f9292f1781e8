//! A trait with an associated const, a static method and a default method; generic stencil over it.
#![no_std]
use rsgpu::*;

trait Filter {
    const RADIUS: usize;
    fn weight(d: usize) -> f32;
    fn norm() -> f32 {
        let mut s = Self::weight(0);
        for d in 1..=Self::RADIUS {
            s += 2.0 * Self::weight(d);
        }
        s
    }
}

struct Box3;
struct Tent5;

impl Filter for Box3 {
    const RADIUS: usize = 1;
    fn weight(_d: usize) -> f32 {
        1.0
    }
}
impl Filter for Tent5 {
    const RADIUS: usize = 2;
    fn weight(d: usize) -> f32 {
        (3 - d) as f32
    }
}

fn apply<F: Filter>(x: &[f32], i: usize) -> f32 {
    if i < F::RADIUS || i + F::RADIUS >= x.len() {
        return x[i];
    }
    let mut acc = F::weight(0) * x[i];
    for d in 1..=F::RADIUS {
        acc += F::weight(d) * (x[i - d] + x[i + d]);
    }
    acc / F::norm()
}

rsgpu::kernel! {
    pub fn u24_trait_assoc_const(x: &[f32], a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < a.len() && i < b.len() {
            a[i] = apply::<Box3>(x, i);
            b[i] = apply::<Tent5>(x, i);
        }
    }
}
