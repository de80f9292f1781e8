//! S9: `sync_warp_mask(!0 >> (lane_id() & 16))`: lanes 16..31 pass 0x0000ffff.
//! Expected RG0211.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn sync_warp_mask_lane_arith(y: &mut [f32]) {
        let m = !0u32 >> (lane_id() & 16);
        warp::sync_warp_mask(m);
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0211]:
