//! S5 (red team 22): a second output loop with step 4 next to the step-8 loop. Docs ("One function per parameter": the key names a strided row's step; two keys on one parameter): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_second_loop_other_step(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
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
        sync_threads();
        let ox = by * 32 + tx;
        let oy0 = bx * 32 + ty;
        for k in (0..32).step_by(8) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] = tile[tx][ty + k];
            }
        }
        for k in (0..32).step_by(4) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] += 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
