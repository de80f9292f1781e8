//! S5 misuse (red team 29): `out[i * 3 + k + 1]` over `[f32; 3]`: item 2 is the next row's first. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_enumerate_plus_one(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let top: [f32; 3] = [x[0], x[1], x[2]];
        for (k, v) in top.iter().enumerate() { if gid * 3 + k + 1 < out.len() { out[gid * 3 + k + 1] = *v; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
