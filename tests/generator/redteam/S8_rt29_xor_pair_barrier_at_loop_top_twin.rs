//! S8 twin (red team 29): the halving loop with the barrier at the top of each round (and one after the loop). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_barrier_at_loop_top_twin(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 128usize;
        while j > 0 { sync_threads(); let p = t ^ j; if p > t { let a = s[t]; let b = s[p]; if a > b { s[t] = b; s[p] = a; } } j /= 2; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: kernel @rt29_xor_pair_barrier_at_loop_top_twin(
