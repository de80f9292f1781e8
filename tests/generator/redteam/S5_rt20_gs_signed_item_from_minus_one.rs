//! S5: a signed item, `let mut j: i64 = -1; while j < 8 { y[((row * 8) as i64
//! + j) as usize] .. }`: j = -1 is the previous row's last element.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_signed_item_from_minus_one(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let mut j: i64 = -1;
            while j < 8 {
                let k = ((row * 8) as i64 + j) as usize;
                if k < y.len() { y[k] = 1.0; }
                j += 1;
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
