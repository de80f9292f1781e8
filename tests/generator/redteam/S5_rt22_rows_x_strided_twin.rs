//! S5 twin (red team 22): the output's thread ids swapped, `oy0 = bx * 32 + tx` strided by k and `ox = by * 32 + ty`: thread tx = 8 at k = 0 and tx = 0 at k = 8 would write one row in a 32-wide block, but the docs' obligation (`block_dim_T <= S` for the strided row's thread axis T = x) limits blocks to 8 columns: translates with the launch requirement `fits_block_2d(block, 8, ..)` (checked by hand in the .cu: present at O0 and O3).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rows_x_strided_twin(inp: &[f32], out: &mut [f32], w: usize, h: usize) {
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
        let ox = by * 32 + ty;
        let oy0 = bx * 32 + tx;
        for k in (0..32).step_by(8) {
            if ox < h && oy0 + k < w {
                out[(oy0 + k) * h + ox] = tile[ty][tx];
            }
        }
    }
}
// CHECK: kernel @rt22_rows_x_strided_twin(
