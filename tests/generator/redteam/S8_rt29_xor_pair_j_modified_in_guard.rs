//! S8 misuse (red team 29): j read for the xor, then `j += 1` inside the guarded arm (assigned under a thread branch) before the next round without a barrier. Docs: RG0220/RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_j_modified_in_guard(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 1usize; let mut r = 0;
        while r < 2 { let p = t ^ j; if p > t && p < 256 { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; j += 1; } r += 1; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
