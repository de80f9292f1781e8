//! S5 twin (red team 22): `y[2 * i + A::OFF]` and `y[2 * i + B::OFF]` with `A::OFF = 1`, `B::OFF = 0` (offsets differ modulo 2). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Off {
    const OFF: usize;
}
struct A;
struct B;
impl Off for A {
    const OFF: usize = 1;
}
impl Off for B {
    const OFF: usize = 0;
}

rsgpu::kernel! {
    pub fn rt22_impl_const_offsets_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 2 * i + 1 < y.len() {
            y[2 * i + A::OFF] = x[0];
            y[2 * i + B::OFF] = x[1];
        }
    }
}
// CHECK: kernel @rt22_impl_const_offsets_twin(
