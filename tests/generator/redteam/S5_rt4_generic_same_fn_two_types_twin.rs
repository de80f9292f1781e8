//! Twin: one generic `twice<T: Add>` instantiated for f32 and u32, each
//! writing its own element of its own output. Must translate.
#![no_std]
use rsgpu::*;
use core::ops::Add;
fn twice<T: Copy + Add<Output = T>>(v: T) -> T { v + v }
rsgpu::kernel! {
    pub fn generic_same_fn_two_types_twin(x: &[f32], n: &[u32], y: &mut [f32], m: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() { y[i] = twice(x[i]); }
        if i < m.len() && i < n.len() { m[i] = twice(n[i]); }
    }
}
// CHECK: kernel @generic_same_fn_two_types_twin(
