//! S8 misuse: a divergent barrier inside the transpose's row loop, `for j in [0usize, 8, 16, 24] { if by + ty + j < rows { tile[ty + j][tx] = ..; sync_threads(); } }`: the threads of the rows past the matrix skip it. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile33_barrier_in_guarded_row_loop(x: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let by = block_idx_y() as usize * 32;
        for j in [0usize, 8, 16, 24] {
            if by + ty + j < rows {
                let k = (by + ty + j) * cols + tx;
                tile[ty + j][tx] = if k < x.len() { x[k] } else { 0.0 };
                sync_threads();
            }
        }
        let orow = block_idx_y() as usize * 8 + ty;
        let ocol = block_idx_x() as usize * 32 + tx;
        if orow < rows && ocol < cols {
            let m = orow * cols + ocol;
            if m < out.len() {
                out[m] = tile[tx][ty];
            }
        }
    }
}
// CHECK: error[RG0210]:
