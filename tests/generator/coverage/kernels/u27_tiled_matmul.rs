//! C = A * B for n x n row-major matrices, 16 x 16 shared-memory tiles, 2-D launch.
#![no_std]
use rsgpu::*;

const T: usize = 16;

rsgpu::kernel! {
    pub fn u27_tiled_matmul(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
        let mut ta = shared_array::<[f32; T], T>();
        let mut tb = shared_array::<[f32; T], T>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let row = block_idx_y() as usize * T + ty;
        let col = block_idx_x() as usize * T + tx;
        let mut acc = 0.0f32;
        let tiles = (n + T - 1) / T;
        for k in 0..tiles {
            let ac = k * T + tx;
            let br = k * T + ty;
            ta[ty][tx] = if row < n && ac < n { a[row * n + ac] } else { 0.0 };
            tb[ty][tx] = if br < n && col < n { b[br * n + col] } else { 0.0 };
            sync_threads();
            for j in 0..T {
                acc += ta[ty][j] * tb[j][tx];
            }
            sync_threads();
        }
        if row < n && col < n {
            c[row * n + col] = acc;
        }
    }
}
