//! S5 (issue 15): a row-major index computed in u32 wraps when rows * w
//! reaches 2^32; the launch requirement must bound it in 32 bits, not 64
//! (grid (1, 2), block (32, 1), w = 2^27 had two threads write out[0]).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rowmajor_u32(out: &mut [u32], w: u32) {
        let row = block_idx_y() * 32 + thread_idx_y();
        let col = block_idx_x() * 32 + thread_idx_x();
        if col < w {
            out[(row * w + col) as usize] = row;
        }
    }
}
// CHECK: rsgpu::rust::fits_2d(grid, block, static_cast<unsigned long long>(rsgpu::rust::nth_arg<1>(args...)), 32, 32, 32)
// CHECK: fit in 32 bits
