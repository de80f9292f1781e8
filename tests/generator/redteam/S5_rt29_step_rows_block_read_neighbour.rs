//! S5 misuse (red team 29): write `y[row * cols + c]`, read `y[row * cols + c + 1]` in the same walk (another thread's element). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_read_neighbour(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { if c + 1 < cols { let v = y[row * cols + c + 1]; y[row * cols + c] = v; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
