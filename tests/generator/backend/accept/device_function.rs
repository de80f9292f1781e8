//! A device function (a non-kernel `fn` of the crate) is emitted as an
//! RSGPU_FN C++ function taking the thread handle; the kernel calls it.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn twice(v: f32) -> f32 {
    v * 2.0
}

#[inline(never)]
fn scaled_gid(k: u32) -> u32 {
    (block_idx_x() * block_dim_x() + thread_idx_x()) * k
}

rsgpu::kernel! {
    pub fn device_function(x: &[f32], y: &mut [f32], ids: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = twice(x[i]);
        }
        if i < ids.len() {
            ids[i] = scaled_gid(3);
        }
    }
}
// CHECK: fn @{{.*}}twice(%v: f32) -> f32 {
// CHECK: kernel @device_function(
// CHECK: call {{.*}}twice(
