//! S8 misuse (red team 22): inside the strided loop `for k in (0..32).step_by(8)`, an inner `for k in 0..2` shadows `k`, and the tile is written at `tile[ty + k][tx]` with the inner k: ty = 1, k = 0 and ty = 0, k = 1 write one slot. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_tile_shadowed_k(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y0 = block_idx_y() as usize * 32 + ty;
        for k in (0..32).step_by(8) {
            let base = k;
            for k in 0..2 {
                if x < w && y0 + base < h {
                    tile[ty + k][tx] = inp[(y0 + k) * w + x];
                }
            }
        }
        sync_threads();
        let i = (block_idx_y() as usize * 32 + ty) * w + x;
        if x < w && i < out.len() {
            out[i] = tile[ty][tx];
        }
    }
}
// CHECK: error[RG0221]:{{.*}}tile
