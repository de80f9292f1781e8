//! S5: the row-major width parameter halved through a `&mut` after the column guard: `if c < cols { *r = cols / 2; out[row * cols + c] }` (the O3 twin of S5_rt3_2d_width_through_mut_ref, on the parameter itself).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_width_through_mut_ref(mut cols: usize, rows: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if row < rows && c < cols {
            let r = &mut cols;
            *r /= 2;
            out[row * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
