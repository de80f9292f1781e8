//! S5 twin (red team 28): read-only `let r = &x[i..];` (a read-only parameter) and `y[i] = r[0] + r.len()`. Docs (calls.md: read-only range indexing): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_from_read_then_write_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < x.len() && i < y.len() {
            let r = &x[i..];
            let t = &x[..i + 1];
            y[i] = r[0] + t[i] + r.len() as f32;
        }
    }
}
// CHECK: kernel @rt28_range_from_read_then_write_twin(
