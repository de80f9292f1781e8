//! S5: one write per block with the leader test `thread_idx_x() % 32 == 0` (one leader per warp): every warp leader writes `partial[block]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_per_warp_lane(partial: &mut [f32]) {
        let t = thread_idx_x() % 32;
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = thread_idx_x() as f32;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`partial`|`partial\[}}
