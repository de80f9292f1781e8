//! The classic bank-conflict-free transpose: a 2-D shared tile padded to 33
//! columns, `shared_array::<[f32; 33], 32>()` (an array element wider than
//! the 32 elements core's `Default` covers: the bindings' `SharedElem`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transpose_tile33(input: &[f32], output: &mut [f32], width: usize, height: usize) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y = block_idx_y() as usize * 32 + ty;
        if x < width && y < height {
            tile[ty][tx] = input[y * width + x];
        }
        sync_threads();
        let ox = block_idx_y() as usize * 32 + tx;
        let oy = block_idx_x() as usize * 32 + ty;
        if ox < height && oy < width {
            output[oy * height + ox] = tile[tx][ty];
        }
    }
}
// CHECK: kernel @transpose_tile33(
// CHECK: call rsgpu.shared.set<[f32; 33], 32>(
// CHECK: call rsgpu.sync_threads()
// CHECK: call rsgpu.shared.get<[f32; 33], 32>(
