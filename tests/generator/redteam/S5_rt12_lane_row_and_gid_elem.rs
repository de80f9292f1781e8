//! S5 misuse: lane 0 writes its warp's row of 32, `y[w * 32 + j]` for j in 0..32, and every thread writes `y[gid]` in the same kernel: lane 0 of warp w writes y[32w + 5], which lane 5 of the same warp writes. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_and_gid_elem(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if gid < y.len() {
            y[gid] = 1.0;
        }
        if lane_id() == 0 && (w + 1) * 32 <= y.len() {
            for j in 0..32 {
                y[w * 32 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
