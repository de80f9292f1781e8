//! S8: the tiled loop without its second barrier: iteration k + 1 writes
//! `tile[ty][tx]` while slower threads still read `tile[ty][j]` of iteration k.
#![no_std]
use rsgpu::*;

const T: usize = 16;

rsgpu::kernel! {
    pub fn tile_loop_missing_trailing_barrier(a: &[f32], n: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; T], T>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let row = block_idx_y() as usize * T + ty;
        let col = block_idx_x() as usize * T + tx;
        let mut acc = 0.0f32;
        let mut k = 0;
        while k < n {
            let src = row * n + k + tx;
            tile[ty][tx] = if src < a.len() { a[src] } else { 0.0 };
            sync_threads();
            for j in 0..T {
                acc += tile[ty][j];
            }
            k += T;
        }
        if row < n && col < n {
            out[row * n + col] = acc;
        }
    }
}
// CHECK: error[RG0220]:
