//! A closure capturing a thread's own slice: a chunk of a `&mut` parameter
//! written through the closure, a read-only parameter read through one, a
//! local array's `&mut [T]` written through one (the captures are slice
//! values, `rsgpu::rust::SliceRef` / `SliceMutRef`, built from the views;
//! RG0301 "cannot emit the field" before, S5_rt5_chunk_written_by_closure_twin).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn closure_captures_slice(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let get = |j: usize| x[j];
        if i < y.len() && i < x.len() {
            y[i] = get(i);
        }
    }
}
rsgpu::kernel! {
    pub fn closure_captures_local_slice(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [0.0f32; 4];
        let s: &mut [f32] = &mut a;
        let mut put = |j: usize| s[j] = 1.0;
        put(1);
        if i < y.len() {
            y[i] = a[1];
        }
    }
}
rsgpu::kernel! {
    pub fn closure_captures_chunk(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            let mut put = |j: usize, v: f32| {
                c[j] = v;
            };
            put(0, 1.0);
            put(1, 2.0);
        }
    }
}
// CHECK: kernel @closure_captures_slice(
// CHECK: kernel @closure_captures_local_slice(
// CHECK: kernel @closure_captures_chunk(
