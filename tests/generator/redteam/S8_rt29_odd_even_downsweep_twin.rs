//! S8 twin (red team 29): Blelloch's down-sweep step writing both slots (`t = s[ai]; s[ai] = s[bi]; s[bi] += t`). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_downsweep_twin(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut offset = 128usize; let mut d = 1usize;
        while d < 256 { if t < d { let ai = offset * (2 * t + 1) - 1; let bi = offset * (2 * t + 2) - 1; let v = s[ai]; s[ai] = s[bi]; s[bi] += v; } sync_threads(); offset /= 2; d *= 2; }
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: kernel @rt29_odd_even_downsweep_twin(
