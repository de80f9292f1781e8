//! Twin: the CUDA early return `if c >= cols || r >= rows { return; }` in u32,
//! `out[(r * cols + c) as usize]`. Must translate (obligation with 32 bits).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn early_return_u32_twin(rows: u32, cols: u32, out: &mut [f32]) {
        let r = block_idx_y() * block_dim_y() + thread_idx_y();
        let c = block_idx_x() * block_dim_x() + thread_idx_x();
        if c >= cols || r >= rows { return; }
        out[(r * cols + c) as usize] = 1.0;
    }
}
// CHECK: kernel @early_return_u32_twin(
