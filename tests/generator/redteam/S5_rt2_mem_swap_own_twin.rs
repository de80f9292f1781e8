//! Twin of S5_rt2_mem_swap_foreign: `core::mem::swap(&mut y[i], &mut v)`,
//! the thread's own element. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mem_swap_own_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let mut v = x[i];
            core::mem::swap(&mut y[i], &mut v);
        }
    }
}
// CHECK: kernel @mem_swap_own_twin(
