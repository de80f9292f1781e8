//! The CUDA SDK's tiled transpose: a 32 x 8 block moves a 32 x 32 tile,
//! thread (tx, ty) handling rows `ty + k` for `k in (0..32).step_by(8)`
//! (Index2D::tileStepRow for the tile, Index2D::stridedRow for `out`).
//! Distinct threads take distinct rows only while ty < 8, the step: the
//! launch obligation block_dim.y <= 8 (a 32 x 32 block is refused at launch,
//! generator.backend.S8_launch_transpose_rows_block_taller_than_step_refused).
//! `transpose_rows_step4` steps by 4 (block_dim.y <= 4), and
//! `transpose_rows_col_guard` guards only the column, `ox < h`, which is all
//! the row-major rule needs (a row past `w` is Rust's bounds check);
//! `transpose_rows_wide` has columns of 8 next to rows of 32.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transpose_rows(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
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
            if ox < h && oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}

rsgpu::kernel! {
    pub fn transpose_rows_step4(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y0 = block_idx_y() as usize * 32;
        for k in (0..32).step_by(4) {
            let y = y0 + ty + k;
            if x < w && y < h {
                tile[ty + k][tx] = input[y * w + x];
            }
        }
        sync_threads();
        let ox = y0 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(4) {
            let oy = oy0 + ty + k;
            if ox < h && oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}

rsgpu::kernel! {
    pub fn transpose_rows_col_guard(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let ox = block_idx_y() as usize * 32 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(8) {
            let oy = oy0 + ty + k;
            if ox < h {
                let i = oy * h + ox;
                if i < out.len() && ox * w + oy < input.len() {
                    out[i] = input[ox * w + oy];
                }
            }
        }
    }
}

// Columns of 8 (`block_idx_y() * 8 + tx`) next to rows of 32: the ids reach
// grid * 32, not grid * 8, so fits_2d gets `ids_k` = 32 (a launch whose
// rows * h pass 2^64 only by that factor is refused, launch test above).
rsgpu::kernel! {
    pub fn transpose_rows_wide(h: usize, out: &mut [usize]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let ox = block_idx_y() as usize * 8 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(8) {
            let oy = oy0 + ty + k;
            if ox < h {
                let i = oy * h + ox;
                if i < out.len() {
                    out[i] = oy;
                }
            }
        }
    }
}
// CHECK-DAG: kernel @transpose_rows(
// CHECK-DAG: kernel @transpose_rows_step4(
// CHECK-DAG: kernel @transpose_rows_col_guard(
// CHECK-DAG: kernel @transpose_rows_wide(
// CHECK-DAG: call rsgpu.shared.set<[f32; 33], 32>(
