//! Data-enum rule (red team 22): an `Option<u32>` payload `P::Maybe(Option<u32>)`. Docs (kernels.md: RG0101, not done yet).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum P {
    Maybe(Option<u32>),
    Nothing,
}

rsgpu::kernel! {
    pub fn rt22_enum_payload_option(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = P::Maybe(if i % 2 == 0 { Some(3) } else { None });
        if let P::Maybe(Some(v)) = p {
            if i < y.len() {
                y[i] = v as f32;
            }
        }
    }
}
// CHECK: error[RG0101]:{{.*}}Option<u32>
