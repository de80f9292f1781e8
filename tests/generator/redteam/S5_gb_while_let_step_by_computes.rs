//! Run case (branch gen-breadth; probe 9's m_while_let_step_by): a
//! grid-stride `step_by` walked by `while let Some(i) = it.next()`. Was
//! RG0201 at opt-level 3. 1000 elements over 2 blocks of 32 threads: y[i]
//! = i, racecheck on.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn while_let_step_by(y: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut it = (gid..y.len()).step_by(stride);
        while let Some(i) = it.next() { y[i] = i as u32; }
    }
}
