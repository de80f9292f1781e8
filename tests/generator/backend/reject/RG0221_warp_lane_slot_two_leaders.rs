//! Near miss of accept/warp_lane31_slot.rs: lane 0 and lane 31 of each warp
//! both write the warp's slot `sums[t / 32]` in one phase (each alone is one
//! writer per slot; together two). RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_lane_slot_two_leaders(x: &[u32], out: &mut [u32]) {
        let mut sums = shared_array::<u32, 4>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        if lane_id() == 31 {
            sums[t / 32] = v;
        }
        if lane_id() == 0 {
            sums[t / 32] = v + 1;
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < out.len() {
            out[b] = sums[0].wrapping_add(sums[3]);
        }
    }
}
// CHECK: error[RG0221]: write to `sums[(t / 32)]` may collide with the write `sums[(t / 32)]` in one barrier phase
