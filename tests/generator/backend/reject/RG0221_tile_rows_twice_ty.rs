//! The 32 x 8 transpose's tile load at `tile[ty * 2 + k][tx]`: rows 2 ty + k, k stepped by 8 (thread 4 at k = 0 and thread 0 at k = 8 write row 8).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_rows_twice_ty(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y0 = block_idx_y() as usize * 32;
        for k in (0..32).step_by(8) {
            let y = y0 + ty + k;
            if x < w && y < h {
                tile[ty * 2 + k][tx] = input[y * w + x];
            }
        }
        sync_threads();
        let ox = y0 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(8) {
            let oy = oy0 + ty + k;
            if ox < h && oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}
// CHECK: error[RG0221]: write to `tile[{{.*}}]` may collide with the same write by another thread in one barrier phase
