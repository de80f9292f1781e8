//! S5: `if gid % 32 == 0 { partial[gid / 32] = v }` and `if gid % 32 == 1 {
//! partial[gid / 32] = v }` — each write alone is one per warp, together two
//! threads write each slot. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn warp_slot_lane0_and_lane1_global(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if gid % 32 == 0 {
            if gid / 32 < partial.len() { partial[gid / 32] = v; }
        }
        if gid % 32 == 1 {
            if gid / 32 < partial.len() { partial[gid / 32] = v; }
        }
    }
}
// CHECK: error[RG0201]:
