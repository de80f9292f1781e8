//! Near miss of accept/enum_with_data.rs: the variant holds a reference to
//! one element (`Cell(&'a f32)`) instead of the value: refused (RG0101),
//! references are not followed through enums.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Src<'a> {
    Cell(&'a f32),
    Zero,
}

fn read(s: Src) -> f32 {
    match s {
        Src::Cell(r) => *r,
        Src::Zero => 0.0,
    }
}

rsgpu::kernel! {
    pub fn enum_data_ref_payload(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let s = if i % 2 == 0 { Src::Cell(&x[i]) } else { Src::Zero };
            out[i] = read(s);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}enum `Src`: its variant `Cell` holds `&'a f32`, a reference
