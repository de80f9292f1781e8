//! 2-D launch: a 5-point Laplacian with `checked_sub` and `get` for the borders.
#![no_std]
use rsgpu::*;

fn at(g: &[f32], w: usize, h: usize, r: Option<usize>, c: Option<usize>) -> f32 {
    match (r, c) {
        (Some(r), Some(c)) if r < h && c < w => g[r * w + c],
        _ => 0.0,
    }
}

rsgpu::kernel! {
    pub fn u24_stencil_2d(g: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < h && c < w {
            let centre = g[r * w + c];
            let n = at(g, w, h, r.checked_sub(1), Some(c));
            let s = at(g, w, h, Some(r + 1), Some(c));
            let west = at(g, w, h, Some(r), c.checked_sub(1));
            let e = at(g, w, h, Some(r), Some(c + 1));
            out[r * w + c] = n + s + west + e - 4.0 * centre;
        }
    }
}
