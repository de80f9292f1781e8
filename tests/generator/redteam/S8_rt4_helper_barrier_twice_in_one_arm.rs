//! S8: `if t < 64 { bar(); bar(); } else { bar(); }` — a barrier helper
//! called twice in one arm, once in the other. Expected RG0210.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn bar() { sync_threads(); }
rsgpu::kernel! {
    pub fn helper_barrier_twice_in_one_arm(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 { bar(); bar(); } else { bar(); }
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
