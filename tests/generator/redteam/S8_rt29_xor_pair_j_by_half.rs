//! S8 misuse (red team 29): `j = if t < 64 { 64 } else { 1 }`: thread 0 pairs with 64, thread 64 with 65: slot 64 written by both. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_j_by_half(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let j = if t < 64 { 64usize } else { 1 };
        let p = t ^ j; if p > t && p < 256 { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
