//! S8: `if t < 64 { bar2() } else { bar1() }`, bar2 synchronising twice, bar1
//! once: both are functions every path of which passes a barrier, but not the
//! same count. Expected RG0210.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn bar2() { sync_threads(); sync_threads(); }
#[inline(never)]
fn bar1() { sync_threads(); }
rsgpu::kernel! {
    pub fn helper_two_barriers_vs_one(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 { bar2(); } else { bar1(); }
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
