//! S8 misuse: a padded transpose tile written at half the row, `tile[ty / 2][tx] = v` (`shared_array::<[f32; 33], 32>()`): threads (tx, 2k) and (tx, 2k + 1) write the same slot in one phase. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile33_half_row_write(x: &[f32], cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let k = ty * cols + tx;
        tile[ty / 2][tx] = if k < x.len() { x[k] } else { 0.0 };
        sync_threads();
        let orow = block_idx_y() as usize * 32 + ty;
        let ocol = block_idx_x() as usize * 32 + tx;
        if orow < 32 && ocol < cols {
            let m = orow * cols + ocol;
            if m < out.len() {
                out[m] = tile[tx][ty];
            }
        }
    }
}
// CHECK: error[RG0221]: write to `tile[
