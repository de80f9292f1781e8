//! Lane 0 writes its warp's slot `partial[t / WARP_SIZE]`, and in the same
//! phase (no barrier) lane 1 reads it: a race the per-warp proof must not
//! hide. The near miss of redteam/S8_rt_per_warp_slot_lane0_twin. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_read_by_other_lane(x: &[f32], out: &mut [f32]) {
        let mut partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let warp = t / WARP_SIZE as usize;
        if lane_id() == 0 && warp < 8 {
            partial[warp] = v;
        }
        if lane_id() == 1 && warp < 8 && i < out.len() {
            out[i] = partial[warp];
        }
    }
}
// CHECK: error[RG0220]: read of `partial[warp]` may see another thread's write of `partial[warp]`: no barrier between them
