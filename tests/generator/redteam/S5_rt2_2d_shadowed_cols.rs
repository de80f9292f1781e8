//! S5: `let cols = cols / 2;` shadows the parameter between the guard and the
//! index: the guard is on the old width, the stride the new one.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt2_2d_shadowed_cols(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < rows && c < cols {
            let cols = cols / 2;
            let k = r * cols + c;
            if k < out.len() {
                out[k] = (r + c) as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
