//! Twin: a generic `id<T>` (instance for f32) next to a user fn named `id_f32`
//! (x * 100): both are called and must stay distinct (the instance is emitted
//! as `id_f32_2`). Must translate.
#![no_std]
use rsgpu::*;
fn id<T>(x: T) -> T { x }
fn id_f32(x: f32) -> f32 { x * 100.0 }
rsgpu::kernel! {
    pub fn user_fn_named_like_instance(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = id(x[i]) + id_f32(x[i]);
        }
    }
}
// CHECK: kernel @user_fn_named_like_instance(
