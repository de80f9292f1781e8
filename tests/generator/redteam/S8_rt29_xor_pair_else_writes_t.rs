//! S8 misuse (red team 29): the pair under `p > t`, and the else arm (t the larger member) writes `s[t]`: slot t ^ j is written by both members. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_else_writes_t(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 128usize;
        while j > 0 { let p = t ^ j; if p > t { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; } else { s[t] = 0; } sync_threads(); j /= 2; }
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
