//! S8 misuse (red team 29): one phase reads `s[t]` under the pair of j = 1, then every thread sets j = 2 and writes `s[t ^ 2]` under `t ^ 2 > t`: thread 2 reads slot 2 (its pair {2, 3}), thread 0 writes it. Docs (one root value per phase): RG0220.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_xor_pair_root_reassigned_between_accesses(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut j = 1usize; let mut r = 0u32;
        let p = t ^ j; if p > t { r = s[t]; }
        j = 2;
        let q = t ^ j; if q > t { s[q] = r; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
