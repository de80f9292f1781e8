//! S5 twin: a u32 walk times an odd constant, `y[(row * 3) as usize]`, the
//! u32 product overflow-checked (opt-level 0 only). Docs: a grid-stride value
//! times a constant through an exact, overflow-checked multiply stays grid-
//! stride; the usize form is accepted.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_u32_times_three_twin(rows: u32, y: &mut [f32]) {
        let stride = grid_dim_x() * block_dim_x();
        let mut row: u32 = block_idx_x() * block_dim_x() + thread_idx_x();
        while row < rows {
            let k = (row * 3) as usize;
            if k < y.len() { y[k] = 1.0; }
            row += stride;
        }
    }
}
// CHECK: kernel @rt20_gs_u32_times_three_twin(
