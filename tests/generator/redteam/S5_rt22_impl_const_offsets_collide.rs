//! S5 misuse (red team 22): associated consts per impl as index offsets, `y[2 * i + A::OFF]` and `y[2 * i + B::OFF]` with `A::OFF = 2`, `B::OFF = 0`: thread i's first write is thread i + 1's second. Docs (generics.md: `<A as Off>::OFF` is the const of the impl whose header says so; analyses.md: offsets must differ modulo 2): RG0201. Taking one impl's const for the other's would make both accesses one function and hide the race.
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

rsgpu::kernel! {
    pub fn rt22_impl_const_offsets_collide(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 2 * i + 2 < y.len() {
            y[2 * i + A::OFF] = x[0];
            y[2 * i + B::OFF] = x[1];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
