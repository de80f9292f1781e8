//! S5 misuse: the row loop computed in u32 with wrapping arithmetic, `y[row.wrapping_mul(8).wrapping_add(j) as usize]` for j in 0..8: row * 8 wraps at 2^32, so rows r and r + 2^29 (threads of one large 1-D launch) write the same elements. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_u32_wrapping_row(y: &mut [f32]) {
        let row = block_idx_x() * block_dim_x() + thread_idx_x();
        for j in 0..8u32 {
            let k = row.wrapping_mul(8).wrapping_add(j) as usize;
            if k < y.len() {
                y[k] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
