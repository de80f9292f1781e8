//! S8 misuse (red team 22): inside the load loop each thread reads `tile[ty + k + 8][tx]` (for k < 24) before writing its own slot: a slot another thread (ty' = ty, k' = k + 8) writes in this phase. Docs: RG0220.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_read_next_row_before_barrier(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize;
        let by = block_idx_y() as usize;
        let x = bx * 32 + tx;
        let y0 = by * 32 + ty;
        for k in (0..32).step_by(8) {
            if x < w && y0 + k < h {
                let extra = if k < 24 { tile[ty + k + 8][tx] } else { 0.0 };
                tile[ty + k][tx] = inp[(y0 + k) * w + x] + extra;
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
// CHECK: error[RG0220]:{{.*}}tile
