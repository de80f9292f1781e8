//! S8: `(0..8).rev()` advanced by `next` in a loop of `t % 3` trips, then a
//! barrier loop over the rest. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rev_next_in_loop_cond(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = (0..8usize).rev();
        let mut acc = 0.0;
        for _ in 0..(t % 3) { it.next(); }
        for _ in it { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: error[RG0210]:
