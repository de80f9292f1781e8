//! S5: the row-major stride halved through a `&mut` after the column
//! guard: `let mut w = cols; let r = &mut w; if c < w { *r = w / 2;
//! out[row * w + c] }` — rows overlap.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn width_through_mut_ref(cols: usize, rows: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let mut w = cols;
        let r = &mut w;
        if row < rows && c < cols {
            *r = cols / 2;
            out[row * w + c] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
