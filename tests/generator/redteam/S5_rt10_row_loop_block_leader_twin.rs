//! Twin: the block's leader writes the block's row in a loop, `if thread_idx_x() == 0 { for j in 0..8 { y[b * 8 + j] = .. } }` with b = block_idx_x() (one writer per block, as the one-write-per-block rule has it, and a row of 8 per block, as the row-loop rule has it). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_block_leader_twin(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        if thread_idx_x() == 0 && (b + 1) * 8 <= y.len() {
            for j in 0..8 {
                y[b * 8 + j] = j as f32;
            }
        }
    }
}
// CHECK: kernel @row_loop_block_leader_twin(
