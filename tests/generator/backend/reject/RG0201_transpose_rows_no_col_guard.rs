//! The 32 x 8 transpose's store guarded by the row alone (`oy < w`): without `ox < h` the column runs into the next row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transpose_rows_no_col_guard(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y0 = block_idx_y() as usize * 32;
        for k in (0..32).step_by(8) {
            let y = y0 + ty + k;
            if x < w && y < h {
                tile[ty + k][tx] = input[y * w + x];
            }
        }
        sync_threads();
        let ox = y0 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(8) {
            let oy = oy0 + ty + k;
            if oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide
