//! The tile written at the thread's own `tile[ty][tx]` in every round of the k loop (one thread, one slot: no race by itself) but read transposed, `tile[tx][ty + k]`, in the same phase: another thread's slot with no barrier between.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_rows_own_slot_read_transposed(input: &[f32], w: usize, h: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y0 = block_idx_y() as usize * 32;
        for k in (0..32).step_by(8) {
            let y = y0 + ty + k;
            if x < w && y < h {
                tile[ty][tx] = input[y * w + x] + tile[tx][ty + k];
            }
        }
        sync_threads();
        let ox = y0 + tx;
        let oy0 = block_idx_x() as usize * 32;
        for k in (0..32).step_by(8) {
            let oy = oy0 + ty + k;
            if ox < h && oy < w {
                out[oy * h + ox] = tile[tx][ty + k];
            }
        }
    }
}
// CHECK: error[RG0220]: read of `tile[{{.*}}]` may see another thread's write
