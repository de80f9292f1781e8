//! S8 misuse (red team 29): the down-sweep with `offset /= 2` between the read of the left slot and the write of the right one in one phase (the root changes between two accesses). Docs: RG0220/RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_offset_halved_before_access(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut offset = 4usize; let d = 32usize;
        if t < d { let ai = offset * (2 * t + 1) - 1; let v = s[ai]; offset /= 2; let bi = offset * (2 * t + 2) - 1; s[bi] = v; }
        sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG022{{[01]}}]:{{.*}}`s[
