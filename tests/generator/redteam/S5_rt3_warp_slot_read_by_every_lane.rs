//! S5: the per-warp result `if lane_id() == 0 { out[gid / 32] = v }` plus a
//! read of `out[gid / 32]` by every lane — lanes 1..31 read what lane 0 writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_read_by_every_lane(out: &mut [f32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid / 32 < out.len() {
            if lane_id() == 0 {
                out[gid / 32] = 1.0;
            }
            let v = out[gid / 32];
            if gid < y.len() {
                y[gid] = v;
            }
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
