//! S5 misuse (red team 22): an array of enums `[Sel::At(i), Sel::At(i / 2)]` indexed by a parameter `c`: with c = 1 threads 2j and 2j + 1 write `y[j]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum Sel {
    At(usize),
    Skip,
}

rsgpu::kernel! {
    pub fn rt22_enum_array_of_enums_by_param(x: &[f32], y: &mut [f32], c: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let table = [Sel::At(i), Sel::At(i / 2)];
        if let Sel::At(k) = table[c % 2] {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
