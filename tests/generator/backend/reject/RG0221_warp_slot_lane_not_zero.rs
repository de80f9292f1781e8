//! Near miss of the `!=` guard (`if lane_id() != 0 {} else { partial[warp]
//! = v }` is lane 0 alone, redteam S8_rt3_warp_slot_early_return_twin): the
//! write on the *true* edge of `lane_id() != 0` is made by lanes 1 to 31 of
//! each warp, all at the warp's one slot. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane_not_zero(x: &[f32], sums: &mut [f32]) {
        let mut partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let warp = t / WARP_SIZE as usize;
        if lane_id() != 0 {
            if warp < 8 {
                partial[warp] = v;
            }
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            sums[b] = partial[0] + partial[7];
        }
    }
}
// CHECK: error[RG0221]: write to `partial[warp]` may collide with the same write by another thread in one barrier phase
