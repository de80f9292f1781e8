//! Twin: the CUDA SDK's transpose tile load, a 32 x 8 block filling a padded `shared_array::<[f32; 33], 32>()` tile four rows per thread, `for j in (0..32).step_by(8) { tile[ty + j][tx] = .. }` (thread (tx, ty) writes rows ty, ty + 8, ty + 16, ty + 24: distinct for distinct threads), barrier, then each thread sums the transposed column slots `tile[tx][ty + j]` and stores one value by the 2-D row-major rule. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile33_transpose_rows_step_by_twin(x: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize * 32;
        let by = block_idx_y() as usize * 32;
        for j in (0..32).step_by(8) {
            let r = by + ty + j;
            let c = bx + tx;
            tile[ty + j][tx] = if r < rows && c < cols && r * cols + c < x.len() { x[r * cols + c] } else { 0.0 };
        }
        sync_threads();
        let mut acc = 0.0f32;
        for j in (0..32).step_by(8) {
            acc += tile[tx][ty + j];
        }
        let orow = block_idx_y() as usize * 8 + ty;
        let ocol = block_idx_x() as usize * 32 + tx;
        if orow < rows && ocol < cols {
            let k = orow * cols + ocol;
            if k < out.len() {
                out[k] = acc;
            }
        }
    }
}
// CHECK: kernel @tile33_transpose_rows_step_by_twin(
