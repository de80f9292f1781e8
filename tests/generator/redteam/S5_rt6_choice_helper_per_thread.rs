//! S5 ThreadChoices: an offset chosen by a device fn from a per-thread flag. Expected RG0201.
#![no_std]
use rsgpu::*;
fn pick(f: bool, a: usize, b: usize) -> usize { if f { a } else { b } }
rsgpu::kernel! {
    pub fn S5_rt6_choice_helper_per_thread(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = pick(t % 2 == 0, a, b);
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
