//! S8 misuse (red team 22): a second tile load loop with step 4 in the same phase as the step-8 loop (in an 8-row block, ty + 4 at k = 0 is ty' = 0 at k = 4). Docs (reject/RG0221_tile_rows_two_starts): RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_tile_second_step(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize;
        let by = block_idx_y() as usize;
        let x = bx * 32 + tx;
        let y0 = by * 32 + ty;
        for k in (0..32).step_by(8) {
            if x < w && y0 + k < h {
                tile[ty + k][tx] = inp[(y0 + k) * w + x];
            }
        }
        for k in (0..32).step_by(4) {
            if x < w && y0 + k < h {
                tile[ty + k][tx] = 0.0;
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
