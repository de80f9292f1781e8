//! Twin of `S5_rt4_2d_col_param_local_reused` (cause P): the same kernel
//! shape, but the value chosen by `flag` (rustc's O3 MIR reuses `k`'s local
//! for it: `k = rows` on one path) is only stored, never an index. `rows`
//! and `cols`, never reassigned, keep the row-major 2-D proof of
//! `out[r * cols + c]`. Must translate at O0 and O3, and compile.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt4_2d_params_kept_next_to_reused_twin(rows: usize, cols: usize, flag: u32, k: usize, out: &mut [f32]) {
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if flag != 0 { k } else { rows };
        if r < rows && c < cols {
            out[r * cols + c] = v as f32;
        }
    }
}
// CHECK: kernel @rt4_2d_params_kept_next_to_reused_twin(
