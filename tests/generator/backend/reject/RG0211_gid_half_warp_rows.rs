//! Near miss of accept/warp_gid_rows.rs: rows of 16 global ids, `gid / 16
//! < rows`: with an odd `rows` the last row's warp is split in half.
#![no_std]
use rsgpu::warp::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_half_warp_rows(y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = gid as f32;
        if gid / 16 < rows {
            v = shfl_xor(v, 1);
        }
        if gid < y.len() {
            y[gid] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `((gid / 16) < rows)` decides so
// CHECK: = note: a collective needs every lane of the warp (S9)
