//! A struct that is no gpu_struct!, built and read inside the kernel and a
//! device fn: declared from its aggregate `Circle { r: .., scale: .. }`
//! (ir/PlainStructs.cpp), thread-private. RG0101 before.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Circle {
    r: f32,
    scale: u32,
}

#[inline(never)]
fn area(c: &Circle) -> f32 {
    3.140625 * c.r * c.r * c.scale as f32
}

rsgpu::kernel! {
    pub fn plain_struct_local(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let c = Circle { r: x[i], scale: 3 };
            y[i] = area(&c);
        }
    }
}
// CHECK: kernel @plain_struct_local(
