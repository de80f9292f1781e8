//! S9 misuse (red team 29): `if thread_idx_y() < rows { shfl_xor }`: in a 16 x 2 block a warp holds rows y = 0 and 1. Docs: RG0211 (thread_idx_y is not warp-aligned).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_thread_y_cond(x: &[f32], y: &mut [f32], rows: u32) {
        if thread_idx_y() < rows { let v = shfl_xor(thread_idx_x(), 1); let i = thread_idx_x() as usize; if i < y.len() { y[i] = v as f32; } }
    }
}
// CHECK: error[RG0211]:
