//! S8 misuse (red team 29): j a kernel parameter and the guard `p >= t`: with j = 0 every thread writes its own slot (fine), but for j > 0 ... p >= t includes p == t only when j = 0; docs: RG0221 (guard_ge refused).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_j_from_param_ge(x: &[u32], y: &mut [u32], jp: usize) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let p = t ^ jp; if p >= t && p < 256 { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
