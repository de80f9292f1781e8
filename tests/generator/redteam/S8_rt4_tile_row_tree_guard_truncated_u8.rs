//! S8: the tile-row tree guard on a truncated row, `(ty as u8 as usize) < h`
//! over 512 rows. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn row_tree_guard_truncated(x: &[f32], y: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let mut tile = shared_array::<[f32; 16], 512>();
        let i = ty * 16 + tx;
        tile[ty][tx] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut h = 256;
        while h > 0 {
            if ((ty as u8) as usize) < h {
                tile[ty][tx] += tile[ty + h][tx];
            }
            sync_threads();
            h /= 2;
        }
        if ty == 0 && tx < y.len() { y[tx] = tile[0][tx]; }
    }
}
// CHECK: error[RG0220]:
