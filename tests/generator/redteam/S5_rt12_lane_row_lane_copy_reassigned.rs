//! S5 misuse: the lane guard is on a mutable copy of `lane_id()` that is masked to its bit 4 before the test, `l &= 16; if l == 0`: lanes 0..16 of each warp all write the warp's row. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_lane_copy_reassigned(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut l = lane_id();
        l &= 16;
        let w = gid / 32;
        if l == 0 && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
