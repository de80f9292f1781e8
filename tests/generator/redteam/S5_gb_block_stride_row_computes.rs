//! Run case (branch gen-breadth; probe 9's m_block_stride_loop): one row of
//! `n` per block, the block's threads walking it with the block-stride
//! loop `j = thread_idx_x(); while j < n { y[block * n + j] = ..; j +=
//! block_dim_x(); }`. Was RG0201. 3 rows of 100 over 3 blocks of 32
//! threads: y[i] = i, racecheck on; a 2-D block is refused at launch.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_row(y: &mut [f32], n: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize;
        while j < n {
            if base + j < y.len() { y[base + j] = (base + j) as f32; }
            j += block_dim_x() as usize;
        }
    }
}
