//! Data-enum rule (red team 22): a payload holding a shared slice `&'a [f32]` (read-only). Docs (kernels.md: a payload that holds a reference or slice is RG0101).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Src<'a> {
    Slice(&'a [f32]),
    Const(f32),
}

rsgpu::kernel! {
    pub fn rt22_enum_payload_shared_ref(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Src::Slice(x) } else { Src::Const(1.0) };
        let v = match s {
            Src::Slice(a) => a[0],
            Src::Const(c) => c,
        };
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0101]:{{.*}}Src
