//! S8 misuse: the transpose tile load with a step that does not match the block height, `for j in (0..32).step_by(4) { tile[ty + j][tx] = .. }` in a 32 x 8 block (padded `[f32; 33]` x 32 tile): thread (tx, 0) writes row 4 at j = 4 and thread (tx, 4) writes it at j = 0, in the same phase. Was expected RG0221; since branch tp25 the load is proven for blocks of at most 4 rows (strided tile rows, launch obligation `fits_block_2d(block, 0, 4)`), so the 32 x 8 launch must be refused: S8_rt10_tile33_rows_step_by_overlap.main.cpp runs it (and a 32 x 4 twin).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile33_rows_step_by_overlap(x: &[f32], cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        for j in (0..32).step_by(4) {
            let k = (ty + j) * cols + tx;
            tile[ty + j][tx] = if k < x.len() { x[k] } else { 0.0 };
        }
        sync_threads();
        let orow = block_idx_y() as usize * 8 + ty;
        let ocol = block_idx_x() as usize * 32 + tx;
        if orow < 8 && ocol < cols {
            let k = orow * cols + ocol;
            if k < out.len() {
                out[k] = tile[tx][ty];
            }
        }
    }
}
