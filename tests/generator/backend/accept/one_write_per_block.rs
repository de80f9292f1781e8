//! S5 accepted: one write per block, `out[block_idx_x()]` reached only
//! through `thread_idx_x() == 0` (1-D launch obligation). Each block stores
//! its first element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn one_write_per_block(x: &[f32], partial: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t == 0 && i < x.len() {
            partial[block_idx_x() as usize] = x[i];
        }
    }
}
// CHECK: kernel @one_write_per_block(
