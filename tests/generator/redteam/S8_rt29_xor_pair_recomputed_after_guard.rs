//! S8 misuse (red team 29): guard `t ^ j > t`, then write `s[t ^ (j / 2)]` (another xor, not the guarded one). Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_recomputed_after_guard(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let j = 2usize;
        let p = t ^ j; if p > t { let q = t ^ (j / 2); let a = s[t]; s[q] = a; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
