//! S5: the per-warp result written at `thread_idx_x() / WARP_SIZE` (the warp
//! within the block) of a global buffer: warp 0 of every block writes slot 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_block_local_warp_index(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if gid < x.len() { x[gid] } else { 0.0 };
        let mut off = 16;
        while off > 0 {
            v += warp::shfl_down(v, off);
            off /= 2;
        }
        if lane_id() == 0 {
            let w = (thread_idx_x() / WARP_SIZE) as usize;
            if w < partial.len() {
                partial[w] = v;
            }
        }
    }
}
// CHECK: error[RG0201]:
// CHECK: {{`partial`|`partial\[}}
