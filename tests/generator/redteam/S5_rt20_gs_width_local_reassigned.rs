//! S5: the row width a local `w = 8`, set to 4 when `rows > 1000`: `y[row * w
//! + j]`, j in 0..8.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_width_local_reassigned(rows: usize, y: &mut [f32]) {
        let mut w = 8;
        if rows > 1000 { w = 4; }
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * w + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
