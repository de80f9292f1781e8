//! S5 (launch obligation): the 2-D row-major write with `col = block_idx_x() *
//! 16 + thread_idx_x()` (docs: a constant C in place of `block_dim_x()` needs
//! blocks of at most C columns, a launch obligation). With 32-column blocks,
//! thread 16 of block 0 and thread 0 of block 1 share column 16: the launch
//! must be refused (`InvalidLaunchConfig`).
//! S5_rt2_2d_constant_tile_wide_block_launch.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt2_2d_constant_tile_wide_block_launch(rows: usize, cols: usize, out: &mut [u32]) {
        let c = block_idx_x() as usize * 16 + thread_idx_x() as usize;
        let r = block_idx_y() as usize * 16 + thread_idx_y() as usize;
        if r < rows && c < cols {
            let k = r * cols + c;
            if k < out.len() {
                out[k] = (block_idx_x() * 1000 + thread_idx_x()) as u32;
            }
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
