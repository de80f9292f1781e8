//! S5 twin: `for row in (gid..rows).step_by(stride)` and the row loop `for j
//! in 0..=7` (opt-level 0 only: at 3 `row * 8` wraps).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_rows_iter_inclusive_twin(rows: usize, y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        for row in (g..rows).step_by(stride) {
            for j in 0..=7 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
        }
    }
}
// CHECK: kernel @rt20_gs_rows_iter_inclusive_twin(
