//! A thread's own part of a `&mut` slice parameter (a chunk, a one-element
//! window) and a local array handed to a device fn taking `&mut [T]`: the
//! emitted call converts the part (`rsgpu::rust::SliceMutRef<T>`) to the
//! fn's `rsgpu::SliceMut<T>` parameter, and the fn's O3 raw slice casts
//! read it (S5_rt5_chunk_handed_to_helper_twin: the C++ did not compile).
#![no_std]
use rsgpu::*;

fn fill2(c: &mut [f32], v: f32) {
    for e in c.iter_mut() {
        *e = v;
    }
}

rsgpu::kernel! {
    pub fn helper_parts(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            fill2(c, 1.0);
        }
        if let Some(c) = z.get_mut(i..i + 1) {
            fill2(c, 2.0);
        }
        let mut a = [0.0f32; 4];
        fill2(&mut a, 3.0);
        if i < z.len() {
            z[i] += a[1];
        }
    }
}
// CHECK: kernel @helper_parts(
