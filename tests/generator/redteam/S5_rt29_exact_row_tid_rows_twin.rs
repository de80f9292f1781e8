//! S5 twin (red team 29): rows of 3 at `thread_idx_x() * 3 + k` (X = tid: single-block obligation). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_tid_rows_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        for k in 0..3 { if t * 3 + k < out.len() { out[t * 3 + k] = x[0]; } }
    }
}
// CHECK: kernel @rt29_exact_row_tid_rows_twin(
