//! S9: `sync_warp_mask(ballot(lane_id() < 16))`: warp-uniform, but 0x0000ffff
//! reached by all 32 lanes (lanes 16..31 outside their mask). Expected RG0211.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn sync_warp_mask_from_ballot(y: &mut [f32]) {
        let m = warp::ballot(lane_id() < 16);
        warp::sync_warp_mask(m);
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0211]:
