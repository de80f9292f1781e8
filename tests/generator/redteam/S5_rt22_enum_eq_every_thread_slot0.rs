//! S5 misuse (red team 22): `if e == Sel::At(0) { y[0] = .. }` where `e = Sel::At(i % 4)` (derived `==` of enums with data): threads 0, 4, 8.. write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    At(usize),
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_eq_every_thread_slot0(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let e = Sel::At(i % 4);
        if e == Sel::At(0) && !y.is_empty() {
            y[0] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
