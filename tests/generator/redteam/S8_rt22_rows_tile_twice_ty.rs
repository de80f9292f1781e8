//! S8 misuse (red team 22): the tile written at `tile[ty * 2 + k][tx]` (ty = 4, k = 0 and ty = 0, k = 8 one slot). Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_tile_twice_ty(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize;
        let by = block_idx_y() as usize;
        let x = bx * 32 + tx;
        let y0 = by * 32 + ty;
        for k in (0..32).step_by(8) {
            if x < w && y0 + k < h {
                tile[ty * 2 + k][tx] = inp[(y0 + k) * w + x];
            }
        }
        sync_threads();
        let ox = by * 32 + tx;
        let oy0 = bx * 32 + ty;
        for k in (0..32).step_by(8) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] = tile[tx][ty + k];
            }
        }
    }
}
// CHECK: error[RG0221]:{{.*}}tile
