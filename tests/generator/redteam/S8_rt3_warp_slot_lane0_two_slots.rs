//! S8: lane 0 writes its warp's slot and the next one:
//! `if lane_id() == 0 { partial[w] = v; partial[w + 1] = v }` — warp w + 1's
//! lane 0 writes slot w + 1 in the same phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_two_slots(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 33>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        let w = t / 32;
        if lane_id() == 0 {
            partial[w] = v;
            partial[w + 1] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[w];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
// CHECK: {{`partial`|`partial\[}}
