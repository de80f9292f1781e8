//! S5 twin: the walk from `gid + 1` (an invariant shift) with a `while j < 8`
//! row loop and a read of the row's previous element `y[row * 8 + j - 1]` for
//! j >= 1 (opt-level 0 only).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_while_j_offset_start_twin(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize + 1;
        while row < rows {
            let mut j = 1;
            while j < 8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = y[k - 1] + 1.0; }
                j += 1;
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt20_gs_while_j_offset_start_twin(
