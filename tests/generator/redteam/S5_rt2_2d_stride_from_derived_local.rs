//! S5: guard `c < cols`, stride a local `w = cols - 1` derived from it: row r's
//! last column lands on row r + 1's first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt2_2d_stride_from_derived_local(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < rows && c < cols && cols > 0 {
            let w = cols - 1;
            let k = r * w + c;
            if k < out.len() {
                out[k] = (r + c) as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
