//! S5 ThreadChoices: an offset assigned in a loop that each thread leaves after t % 2 trips. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_after_per_thread_loop_exit(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = a; let mut r = 0; while r < t % 2 { k = b; r += 1; }
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
