//! S5 ThreadChoices: an offset chosen by `match lane_id() / 16`. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_match_lane(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = match lane_id() / 16 { 0 => a, _ => b };
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
