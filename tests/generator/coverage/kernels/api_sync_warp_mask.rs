#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Each warp stages values in shared memory, syncs its lanes with the full
    /// mask, and reads its neighbour's slot.
    pub fn api_sync_warp_mask(x: &[f32], out: &mut [f32]) {
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
