//! S5 misuse (red team 22): a generic `Either<A, B>` at two instances; `Either::<usize, u32>::L(i / 2)` and `Either::<u32, usize>::R(i / 2)` both unpacked to index `y`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Either<A, B> {
    L(A),
    R(B),
}

rsgpu::kernel! {
    pub fn rt22_enum_generic_half(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a: Either<usize, u32> = Either::L(i / 2);
        let b: Either<u32, usize> = Either::R(i / 2);
        let k = match (a, b) {
            (Either::L(p), Either::R(q)) => p.min(q),
            _ => 0,
        };
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
