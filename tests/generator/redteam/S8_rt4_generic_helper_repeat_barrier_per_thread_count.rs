//! S8: a generic helper `repeat<F: Fn(usize)>(n, f)` calling `f` n times, with
//! `n = t % 4` and `f = |_| sync_threads()`: each thread reaches a different
//! number of barriers. Expected RG0210.
#![no_std]
use rsgpu::*;
fn repeat<F: Fn(usize)>(n: usize, f: F) { for k in 0..n { f(k) } }
rsgpu::kernel! {
    pub fn generic_helper_repeat_barrier(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        repeat(t % 4, |_| sync_threads());
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
