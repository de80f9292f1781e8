#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    /// Matrix transpose through a 2-D shared tile (one padding column).
    pub fn api_shared_2d(input: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            tile[ty][tx] = input[r * cols + c];
        }
        sync_threads();
        let (oc, or) = (by + tx, bx + ty);
        if or < cols && oc < rows {
            out[or * rows + oc] = tile[tx][ty];
        }
    }
}
