//! S8 warp phases, near miss: `sync_warp_mask(mask)` with a kernel
//! parameter. Its lanes are known only at run time (checked for the caller
//! alone), so it may leave out the lane that wrote the slot read after it:
//! no warp phase ends there.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_phase_mask_parameter(x: &[f32], out: &mut [f32], mask: u32) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp_mask(mask);
        let lane = t % 32;
        let neighbour = t - lane + (lane + 1) % 32;
        if i < out.len() {
            out[i] = stage[neighbour];
        }
    }
}
// CHECK: error[RG0220]: read of `stage[neighbour]` may see another thread's write of `stage[t]`
