//! One explicit step of the 2-D heat equation on a w x h grid, 2-D launch; border cells keep their value
//! (`matches!` on the position), interior cells u + k * (laplacian).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_heat2d(u: &[f32], w: usize, h: usize, k: f32, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let i = y * w + x;
        let border = matches!(x, 0) || matches!(y, 0) || x == w - 1 || y == h - 1;
        out[i] = if border {
            u[i]
        } else {
            let lap = u[i - 1] + u[i + 1] + u[i - w] + u[i + w] - 4.0 * u[i];
            u[i] + k * lap
        };
    }
}
