//! A gpu_struct! with an array field: rustc prints its length as
//! `const Tri::w::{constant#0}: usize = const 3_usize;`, the same shape as an
//! enum variant's explicit discriminant. Only types MIR takes
//! `discriminant(..)` of are enums (ir/Enums.cpp): `Tri` stays a struct.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Tri { pub w: [f32; 3], pub scale: f32 }
}

rsgpu::kernel! {
    pub fn struct_array_field_not_enum(t: Tri, a: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < a.len() {
            out[i] = (t.w[0] + t.w[2]) * a[i] * t.scale;
        }
    }
}
// CHECK: kernel @struct_array_field_not_enum(%t: Tri,
// CHECK: %t.w[
