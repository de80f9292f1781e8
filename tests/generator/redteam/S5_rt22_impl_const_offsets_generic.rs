//! S5 misuse (red team 22): the offsets through a generic fn returning `2 * i + T::OFF`, instantiated at `A` (OFF 2) and `B` (OFF 0); both results index `y`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Off {
    const OFF: usize;
}
struct A;
struct B;
impl Off for A {
    const OFF: usize = 2;
}
impl Off for B {
    const OFF: usize = 0;
}
fn at<T: Off>(i: usize) -> usize {
    2 * i + T::OFF
}

rsgpu::kernel! {
    pub fn rt22_impl_const_offsets_generic(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = at::<A>(i);
        let q = at::<B>(i);
        if p < y.len() && q < y.len() {
            y[p] = x[0];
            y[q] = x[1];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
