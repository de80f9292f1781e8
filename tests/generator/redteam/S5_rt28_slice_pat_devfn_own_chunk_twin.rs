//! S5 twin (red team 28): the device fn `tail2(s: &mut [f32], v)` writing `[.., a, b]` of the thread's own chunk `y.chunks_mut(3).nth(i)`. Docs (a device fn's `&mut` slice parameter is the caller's own): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[inline(never)]
fn tail2(s: &mut [f32], v: f32) { if let [.., a, b] = s { *a = v; *b = v + 1.0; } else if let [a] = s { *a = v; } }

rsgpu::kernel! {
    pub fn rt28_slice_pat_devfn_own_chunk_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let Some(c) = y.chunks_mut(3).nth(i) { tail2(c, x[0]); }
    }
}
// CHECK: kernel @rt28_slice_pat_devfn_own_chunk_twin(
