//! Twin (false-positive probe): a tree reduction over the rows of a 2-D tile,
//! `if ty < h { tile[ty][tx] += tile[ty + h][tx] }` with a barrier per level
//! (writes in rows [0, h), reads in rows [h, 2h)); every thread then stores
//! its cell by the documented row-major rule. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_row_tree_twin(x: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 16], 16>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let c = block_idx_x() as usize * 16 + tx;
        let r = block_idx_y() as usize * 16 + ty;
        tile[ty][tx] = if r < rows && c < cols && r * cols + c < x.len() { x[r * cols + c] } else { 0.0 };
        sync_threads();
        let mut h = 8;
        while h > 0 {
            if ty < h {
                tile[ty][tx] += tile[ty + h][tx];
            }
            sync_threads();
            h /= 2;
        }
        if r < rows && c < cols {
            let k = r * cols + c;
            if k < out.len() {
                out[k] = tile[ty][tx];
            }
        }
    }
}
// CHECK: kernel @tile_row_tree_twin(
