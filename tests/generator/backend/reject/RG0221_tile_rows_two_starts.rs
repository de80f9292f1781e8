//! Two strided tile loads in one barrier phase, rows `ty + k` for `k in
//! (0..32).step_by(8)` and `ty + j` for `j in (1..32).step_by(8)`: each
//! alone names its thread by the row mod 8, but not the same way (thread 1
//! at k = 0 and thread 0 at j = 1 both write row 1).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_rows_two_starts(input: &[f32]) {
        let mut tile = shared_array::<[f32; 33], 32>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        for k in (0..32).step_by(8) {
            tile[ty + k][tx] = input[0];
        }
        for j in (1..32).step_by(8) {
            tile[ty + j][tx] = input[1];
        }
        sync_threads();
    }
}
// CHECK: error[RG0221]: write to `tile[{{.*}}]` may collide with the write
