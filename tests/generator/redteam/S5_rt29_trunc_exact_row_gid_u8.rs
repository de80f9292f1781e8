//! S5 misuse (red team 29): exact rows of 3 at `(gid as u8) * 3 + k`: gids 0 and 256 write row 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_exact_row_gid_u8(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as u8 as usize; for k in 0..3 { if gid * 3 + k < y.len() { y[gid * 3 + k] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
