//! S5: the row loop's bound a local `e = 8`, set to 9 when `rows > 1000`:
//! `for j in 0..e`.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_item_bound_local_reassigned(rows: usize, y: &mut [f32]) {
        let mut e = 8;
        if rows > 1000 { e = 9; }
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..e {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
