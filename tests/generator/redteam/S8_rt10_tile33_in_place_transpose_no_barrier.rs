//! S8 misuse: an in-place transpose of a padded tile, `let v = tile[tx][ty]; tile[ty][tx] = v;` after the load's barrier but with no barrier between the transposed read and the write: thread (a, b) reads slot [a][b], which thread (b, a) overwrites in the same phase. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile33_in_place_transpose_no_barrier(x: &[f32], cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let k = ty * cols + tx;
        tile[ty][tx] = if k < x.len() { x[k] } else { 0.0 };
        sync_threads();
        let v = tile[tx][ty];
        tile[ty][tx] = v;
        sync_threads();
        let orow = block_idx_y() as usize * 32 + ty;
        let ocol = block_idx_x() as usize * 32 + tx;
        if orow < 32 && ocol < cols {
            let m = orow * cols + ocol;
            if m < out.len() {
                out[m] = tile[ty][tx];
            }
        }
    }
}
// CHECK: error[RG0220]: read of `tile[
