//! S5: a part of nine elements of each 8-wide row, `&mut y[row * 8..row * 8 +
//! 9]`, handed to a helper that writes it.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

fn fill(s: &mut [f32]) {
    for v in s.iter_mut() { *v = 1.0; }
}

rsgpu::kernel! {
    pub fn rt20_gs_part_nine_to_helper(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let b = row * 8;
            if b + 9 <= y.len() { fill(&mut y[b..b + 9]); }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
