//! S8 misuse (red team 29): two compare-exchanges (j = 1 then j = 2) with no barrier between them: thread 0 writes slot 1 (j = 1), thread 1... thread 2 pairs... thread 1 writes slot 3 and thread 0 writes slot 2 and 1. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_two_js_one_phase(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let p = t ^ 1; if p > t { let a = s[t]; let b = s[p]; s[t] = b; s[p] = a; }
        let q = t ^ 2; if q > t { let a = s[t]; let b = s[q]; s[t] = b; s[q] = a; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
