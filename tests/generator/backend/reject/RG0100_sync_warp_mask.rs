//! `warp::sync_warp_mask(mask)` between a shared write and a neighbour
//! lane's read: S8 orders shared-memory phases by block barriers only, so
//! rsgpu-gen rejects the call and says why (Calls.def's RSGPU_INTERNAL row),
//! rather than translating a warp barrier it cannot check.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_rejected(x: &[f32], out: &mut [f32]) {
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
// CHECK: error[RG0100]: unknown call `sync_warp_mask`: the bindings crate has it, rsgpu-gen does not translate it
// CHECK: note: `sync_warp_mask(mask)` (`__syncwarp(mask)`) is not translated: the S8 analysis orders shared-memory accesses by block barriers only
