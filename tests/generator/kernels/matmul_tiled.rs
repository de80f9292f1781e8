//! Tiled matmul: 16x16 tiles of A and B staged in shared memory.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn matmul_tiled(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
        let ta = shared_array::<f32, 256>();
        let tb = shared_array::<f32, 256>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let row = block_idx_y() as usize * TILE + ty;
        let col = block_idx_x() as usize * TILE + tx;
        let mut acc = 0.0f32;
        let mut t = 0;
        while t < (n + TILE - 1) / TILE {
            let ac = t * TILE + tx;
            let br = t * TILE + ty;
            ta.set(ty * TILE + tx, if row < n && ac < n { a[row * n + ac] } else { 0.0 });
            tb.set(ty * TILE + tx, if br < n && col < n { b[br * n + col] } else { 0.0 });
            sync_threads();
            let mut k = 0;
            while k < TILE {
                acc = math::fmaf(ta.get(ty * TILE + k), tb.get(k * TILE + tx), acc);
                k += 1;
            }
            sync_threads();
            t += 1;
        }
        if row < n && col < n {
            c[row * n + col] = acc;
        }
    }
}
