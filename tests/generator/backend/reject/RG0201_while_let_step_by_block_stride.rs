//! Near miss of accept/while_let_step_by.rs: the step is block_dim_x(), not
//! the grid size: the blocks walk
//! overlapping ranges (block 1 starts where block 0 takes its second step).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn while_let_step_by_block(y: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = (gid..y.len()).step_by(block_dim_x() as usize);
        while let Some(i) = it.next() { y[i] = 1; }
    }
}
// CHECK: error[RG0201]: write to `y[i]` may collide
