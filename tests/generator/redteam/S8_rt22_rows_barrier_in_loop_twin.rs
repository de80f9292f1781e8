//! S8 twin (red team 22): a barrier inside the step loop (uniform trip count), then the transposed read after the loop's last barrier. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_barrier_in_loop_twin(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
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
            sync_threads();
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
// CHECK: kernel @rt22_rows_barrier_in_loop_twin(
