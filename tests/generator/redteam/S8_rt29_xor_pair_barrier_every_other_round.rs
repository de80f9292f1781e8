//! S8 misuse (red team 29): the halving loop with its barrier only when `j == 4` (uniform): the rounds j = 2 and j = 1 share a phase. Docs: RG0220/RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_barrier_every_other_round(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 128usize;
        while j > 0 { let p = t ^ j; if p > t { let a = s[t]; let b = s[p]; if a > b { s[t] = b; s[p] = a; } } j /= 2; if j >= 4 { sync_threads(); } }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG022{{[01]}}]:{{.*}}`s[
