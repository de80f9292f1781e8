//! A struct that is no gpu_struct! may be built and used inside a kernel
//! (thread-private, ir/PlainStructs.cpp), but Rust gives it no C layout: a
//! kernel parameter of it cannot cross the launch boundary (RG0106).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
pub struct Circle {
    pub r: f32,
    pub scale: f32,
}

#[inline(never)]
fn make(r: f32) -> Circle {
    Circle { r, scale: 2.0 }
}

rsgpu::kernel! {
    pub fn plain_struct_param(c: Circle, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let d = make(x[i]);
            y[i] = d.r * d.scale + c.r;
        }
    }
}
// CHECK: error[RG0106]: parameter `c` of kernel `plain_struct_param` has type `Circle`, a struct without a C layout
