//! S8: `if lane_id() == 0 { for k in 0..2 { partial[t / 32 + k] = v } }` —
//! warp w's second write meets warp w + 1's first.
//! (O0 rejects it with a false RG0210 "barrier reached only by lane 0",
//! see S8_rt3_loop_under_lane_guard_then_barrier_twin; O3 with RG0221.)
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_loop_offset(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 34>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() == 0 {
            for k in 0..2 {
                partial[t / 32 + k] = v;
            }
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: error[RG02{{(10|2[01])}}]:
// CHECK: {{`partial`|`partial\[}}
