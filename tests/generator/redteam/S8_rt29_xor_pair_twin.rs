//! S8 twin (red team 29): the bitonic compare-exchange `p = t ^ j` under `p > t`, j halving with a barrier each round. Docs (xor pairs): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_twin(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 128usize;
        while j > 0 { let p = t ^ j; if p > t { let a = s[t]; let b = s[p]; if a > b { s[t] = b; s[p] = a; } } sync_threads(); j /= 2; }
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: kernel @rt29_xor_pair_twin(
