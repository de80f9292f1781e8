//! S8 misuse (red team 22): the transposed tile read `tile[tx][ty + k]` with the barrier removed: other threads' slots in the phase they are written. Docs: RG0220.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_read_before_barrier(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
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
