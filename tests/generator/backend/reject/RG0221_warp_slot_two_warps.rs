//! Lane 0 of each warp writes `partial[t / 64]`: the lane-0 threads of warps
//! 0 and 1 (threads 0 and 32) write the same slot in one phase. The near
//! miss of redteam/S8_rt_per_warp_slot_lane0_twin (`t / WARP_SIZE`). RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_two_warps(x: &[f32], sums: &mut [f32]) {
        let mut partial = shared_array::<f32, 8>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let pair = t / 64;
        if lane_id() == 0 && pair < 8 {
            partial[pair] = v;
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < sums.len() {
            sums[b] = partial[0] + partial[7];
        }
    }
}
// CHECK: error[RG0221]: write to `partial[pair]` may collide with the same write by another thread in one barrier phase
