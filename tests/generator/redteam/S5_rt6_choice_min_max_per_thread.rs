//! S5 ThreadChoices: `a.max(t % 2)`: one of two values, picked per thread. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_min_max_per_thread(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = a.max(t % 2);
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
