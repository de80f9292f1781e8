//! S5 misuse (red team 22): an `#[inline(never)]` helper returns `Sel::At(i / 2)`; the kernel matches and writes `y[k]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    At(usize),
    Skip,
}
#[inline(never)]
fn pick(i: usize) -> Sel {
    if i % 3 == 5 { Sel::Skip } else { Sel::At(i / 2) }
}

rsgpu::kernel! {
    pub fn rt22_enum_helper_returns_half(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Sel::At(k) = pick(i) {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
