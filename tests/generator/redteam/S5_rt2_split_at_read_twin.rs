//! Twin: `let (lo, hi) = x.split_at(mid)` of a read-only parameter, thread i
//! writes `y[i] = lo[i] + hi[i]`. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_at_read_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mid = x.len() / 2;
        let (lo, hi) = x.split_at(mid);
        if i < y.len() && i < lo.len() && i < hi.len() {
            y[i] = lo[i] + hi[i];
        }
    }
}
// CHECK: kernel @split_at_read_twin(
