//! S8 misuse (red team 29): t truncated to u8 before the xor, in an array of 512: threads 0 and 256 are both `t8 = 0`. Docs: RG0221 (t = thread_idx_x() exactly).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_truncated_t(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let t8 = (thread_idx_x() as u8) as usize; let j = 1usize;
        let p = t8 ^ j; if p > t8 { let a = s[t8]; let b = s[p]; s[t8] = b; s[p] = a; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
