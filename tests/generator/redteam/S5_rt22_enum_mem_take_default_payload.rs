//! S5 misuse (red team 22): `core::mem::take(&mut e)` of an enum with a `#[default]` variant: `e` is left `Sel::Skip`... then `e = Sel::At(i / 2)` is taken and its payload indexes `y`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Default)]
enum Sel {
    At(usize),
    #[default]
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_mem_take_default_payload(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut e = Sel::At(i / 2);
        let t = core::mem::take(&mut e);
        if let Sel::At(k) = t {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
