//! S8 misuse (red team 29): two up-sweep levels (offset 1, then 2) with no barrier between: level 2's thread 0 reads s[1] (level 1's thread 0 wrote it) ... and writes s[3], which level 1's thread 1 wrote. Docs: RG0220/RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_no_barrier_between_levels(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let o1 = 1usize; if t < 128 { let ai = o1 * (2 * t + 1) - 1; let bi = o1 * (2 * t + 2) - 1; s[bi] += s[ai]; }
        let o2 = 2usize; if t < 64 { let ai = o2 * (2 * t + 1) - 1; let bi = o2 * (2 * t + 2) - 1; s[bi] += s[ai]; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
