//! S5 misuse (red team 22): an enum with data chooses the element: even threads build `Sel::Own(i)`, odd ones `Sel::Left(i - 1)`, and both arms write `y[k]`: threads 2j and 2j + 1 write `y[2j]`. Docs (kernels.md data enums are thread-private values; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    Own(usize),
    Left(usize),
}

rsgpu::kernel! {
    pub fn rt22_enum_select_neighbour(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Sel::Own(i) } else { Sel::Left(i - 1) };
        let k = match s {
            Sel::Own(k) => k,
            Sel::Left(k) => k,
        };
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
