//! Data-enum rule (red team 22): a tuple payload `P::Pair((usize, f32))`. Docs (kernels.md: tuples and `Option`s as payloads are RG0101, not done yet).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum P {
    Pair((usize, f32)),
    Nothing,
}

rsgpu::kernel! {
    pub fn rt22_enum_payload_tuple(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = P::Pair((i, 2.0));
        if let P::Pair((k, v)) = p {
            if k < y.len() {
                y[k] = v;
            }
        }
    }
}
// CHECK: error[RG0101]:{{.*}}(usize, f32)
