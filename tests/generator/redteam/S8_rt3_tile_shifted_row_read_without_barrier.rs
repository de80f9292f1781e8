//! S8: a 2-D tile written one row down, `tile[ty + 1][tx] = v`, then
//! `tile[ty][tx]` read without a barrier — the slot thread (tx, ty - 1) writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_shifted_row_read_without_barrier(cols: usize, rows: usize, x: &[f32], y: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let r = block_idx_y() as usize * 16 + ty;
        let c = block_idx_x() as usize * 16 + tx;
        let mut tile = shared_array::<[f32; 16], 17>();
        tile[ty + 1][tx] = if r * cols + c < x.len() { x[r * cols + c] } else { 0.0 };
        let v = tile[ty][tx];
        if r < rows && c < cols {
            y[r * cols + c] = v;
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
