//! Run case (branch gen-proofs; probe 9's m_row_loop_write_const): one
//! thread writes its own row of W = 8 in a loop, `for j in 0..W { y[row *
//! W + j] = .. }`. Was RG0201. 100 rows over 2 blocks of 64 threads:
//! y[i] = i, racecheck on.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_own_row(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 0..W {
                y[row * W + j] = (row * W + j) as f32;
            }
        }
    }
}
