//! S5 misuse (red team 22): `Option<Sel>`: `if let Some(Sel::At(k)) = o { y[k] = .. }` with `o = Some(Sel::At(i / 2))`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    At(usize),
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_option_of_enum_half(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let o = if i < y.len() { Some(Sel::At(i / 2)) } else { None };
        if let Some(Sel::At(k)) = o {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
