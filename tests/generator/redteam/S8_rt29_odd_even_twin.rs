//! S8 twin (red team 29): Blelloch's up-sweep `s[c*(2t+2)-1] += s[c*(2t+1)-1]` under `t < d`, `offset *= 2` before the barrier. Docs (odd/even slots): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_twin(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let mut offset = 1usize; let mut d = 128usize;
        while d > 0 { if t < d { let ai = offset * (2 * t + 1) - 1; let bi = offset * (2 * t + 2) - 1; s[bi] += s[ai]; } offset *= 2; sync_threads(); d /= 2; }
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: kernel @rt29_odd_even_twin(
