//! Classic 32x32 tiled transpose with a padded `[f32; 33]` tile and 32x8 blocks (each thread 4 rows).
#![no_std]
use rsgpu::*;

const TILE: usize = 32;
const ROWS: usize = 8;

rsgpu::kernel! {
    pub fn u24_transpose_rows(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * TILE + tx;
        let y0 = block_idx_y() as usize * TILE;
        for k in (0..TILE).step_by(ROWS) {
            let y = y0 + ty + k;
            if x < w && y < h {
                tile[ty + k][tx] = input[y * w + x];
            }
        }
        sync_threads();
        let ox = y0 + tx;
        let oy0 = block_idx_x() as usize * TILE;
        for k in (0..TILE).step_by(ROWS) {
            let oy = oy0 + ty + k;
            if ox < h && oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}
