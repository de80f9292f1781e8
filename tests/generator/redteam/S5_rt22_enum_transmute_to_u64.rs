//! Data-enum rule (red team 22): `core::mem::transmute::<Small, u64>` of a `#[repr(u32)]` data enum (tag + u32 payload = 8 bytes). Docs (kernels.md: transmutes that read such an enum as other bytes are RG0101).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
#[repr(u32)]
enum Small {
    A(u32) = 1,
    B(u32) = 2,
}

rsgpu::kernel! {
    pub fn rt22_enum_transmute_to_u64(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Small::A(i as u32) } else { Small::B(7) };
        let bits: u64 = unsafe { core::mem::transmute::<Small, u64>(s) };
        if i < y.len() {
            y[i] = bits as f32;
        }
    }
}
// CHECK: error[RG0101]:{{.*}}Small
