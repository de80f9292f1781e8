//! S5 misuse (red team 22): the tag of a per-thread enum picks the index expression: `match m { M::Full(v) => y[i] = v, M::Half(v) => y[i / 2] = v }` (the variant by `x[i] > 0.0`). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum M {
    Full(f32),
    Half(f32),
}

rsgpu::kernel! {
    pub fn rt22_enum_tag_picks_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let m = if x[i] > 0.0 { M::Full(x[i]) } else { M::Half(x[i]) };
            match m {
                M::Full(v) => y[i] = v,
                M::Half(v) => y[i / 2] = v,
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
