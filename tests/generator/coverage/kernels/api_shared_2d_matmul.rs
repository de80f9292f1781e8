#![no_std]
use rsgpu::*;

const T: usize = 8;

rsgpu::kernel! {
    /// Tiled square matrix product with two 2-D shared tiles.
    pub fn api_shared_2d_matmul(a: &[f32], b: &[f32], n: usize, c: &mut [f32]) {
        let mut ta = shared_array::<[f32; T], T>();
        let mut tb = shared_array::<[f32; T], T>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let row = block_idx_y() as usize * T + ty;
        let col = block_idx_x() as usize * T + tx;
        let mut acc = 0.0f32;
        for k0 in (0..n).step_by(T) {
            ta[ty][tx] = if row < n && k0 + tx < n { a[row * n + k0 + tx] } else { 0.0 };
            tb[ty][tx] = if col < n && k0 + ty < n { b[(k0 + ty) * n + col] } else { 0.0 };
            sync_threads();
            for k in 0..T {
                acc += ta[ty][k] * tb[k][tx];
            }
            sync_threads();
        }
        if row < n && col < n {
            c[row * n + col] = acc;
        }
    }
}
