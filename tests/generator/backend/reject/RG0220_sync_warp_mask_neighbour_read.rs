//! S8: `warp::sync_warp_mask(0xffff_ffff)` between a shared write and a
//! neighbour lane's read. A warp barrier orders the lanes of its warp only;
//! S8 orders shared-memory phases by block barriers, so the read of a slot
//! another thread writes in the same phase is refused (as after `sync_warp()`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_neighbour_read(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp_mask(0xffff_ffff);
        let lane = t % 32;
        let neighbour = t - lane + (lane + 1) % 32;
        if i < out.len() {
            out[i] = stage[t] - stage[neighbour];
        }
    }
}
// CHECK: error[RG0220]:
