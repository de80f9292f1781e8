//! S8: `if lane_id() == 0 || lane_id() == 16 { partial[t / 32] = v }`: two
//! writers per warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_or_16(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 32>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        let l = lane_id();
        if l == 0 || l == 16 {
            partial[t / 32] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
// CHECK: {{`partial`|`partial\[}}
