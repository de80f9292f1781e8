//! S5 ThreadChoices: a match on a parameter whose last arm tests the thread. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_three_way_match_on_flag_then_thread(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = match flag { 0 => a, 1 => b, _ => if t % 2 == 0 { a } else { b } };
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
