//! S5 ThreadChoices: two invariants swapped with `mem::swap` under a per-thread flag. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S5_rt6_choice_swap_per_thread(y: &mut [f32], a: usize, b: usize, flag: u32) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = a; let mut l = b; if t % 2 == 0 { core::mem::swap(&mut k, &mut l); } let _ = l;
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
