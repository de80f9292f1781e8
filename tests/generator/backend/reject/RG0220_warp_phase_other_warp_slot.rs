//! S8 warp phases, near miss: after `sync_warp()` each lane reads the slot
//! 32 past its warp base (`t - lane + (lane + 32)`): the same lane of the
//! next warp, which the warp barrier does not order with this one.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_phase_other_warp_slot(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 160>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp();
        let lane = t % 32;
        let other = t - lane + (lane + 32);
        if i < out.len() {
            out[i] = stage[other];
        }
    }
}
// CHECK: error[RG0220]: read of `stage[{{.*}}]` may see another thread's write of `stage[t]`
