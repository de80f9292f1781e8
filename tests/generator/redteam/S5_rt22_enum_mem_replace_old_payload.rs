//! S5 misuse (red team 22): `let old = core::mem::replace(&mut e, Sel::At(0))` with `e = Sel::At(i / 2)`, then `y[k]` for the old payload. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    At(usize),
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_mem_replace_old_payload(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut e = Sel::At(i / 2);
        let old = core::mem::replace(&mut e, Sel::At(0));
        if let Sel::At(k) = old {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
