//! S5: a row-major write in a loop whose width parameter is halved after
//! each pass (`cols /= 2`): pass 2's `r * cols + c` lands on pass 1's
//! elements of other threads.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt2_2d_width_parameter_reassigned(rows: usize, mut cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let mut k = 0;
        while k < 2 {
            if r < rows && c < cols {
                let idx = r * cols + c;
                if idx < out.len() {
                    out[idx] = k as f32;
                }
            }
            cols /= 2;
            k += 1;
        }
    }
}
// CHECK: error[RG0201]:
