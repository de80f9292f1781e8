//! Twin of S5_rt_iter_mut_enumerate_writes_foreign: the grid-stride loop as
//! iterators, `iter_mut().enumerate().skip(i).step_by(threads)` — each element
//! written by exactly one thread. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_mut_enumerate_grid_stride_twin(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let threads = (grid_dim_x() * block_dim_x()) as usize;
        for (j, v) in y.iter_mut().enumerate().skip(i).step_by(threads) {
            *v = j as u32;
        }
    }
}
// CHECK: kernel @iter_mut_enumerate_grid_stride_twin(
