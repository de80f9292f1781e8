//! The per-warp slot `partial[t / WARP_SIZE]` written under `lane_id() < 2`:
//! lanes 0 and 1 of a warp write the same slot in one phase. The near miss
//! of redteam/S8_rt_per_warp_slot_lane0_twin (`lane_id() == 0`), which
//! translates. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_two_lanes(x: &[f32], sums: &mut [f32]) {
        let mut partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let warp = t / WARP_SIZE as usize;
        if lane_id() < 2 && warp < 8 {
            partial[warp] = v;
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            sums[b] = partial[0] + partial[7];
        }
    }
}
// CHECK: error[RG0221]: write to `partial[warp]` may collide with the same write by another thread in one barrier phase
