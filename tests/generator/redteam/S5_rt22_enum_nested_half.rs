//! S5 misuse (red team 22): a nested enum `Outer::In(Inner::At(i / 2))` unpacked by a nested pattern, `y[k]` written: threads 2j and 2j + 1 write `y[j]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Inner {
    At(usize),
    Nowhere,
}
#[derive(Clone, Copy, PartialEq)]
enum Outer {
    In(Inner),
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_nested_half(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let o = Outer::In(Inner::At(i / 2));
        if let Outer::In(Inner::At(k)) = o {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
