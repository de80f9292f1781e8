//! S8 misuse (red team 29): `u = t + 1` in place of t in `c(2u + 2) - 1` next to `c(2t + 2) - 1`: thread t's u-slot is thread t + 1's t-slot. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_t_plus_one(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize; let c = 1usize; let u = t + 1;
        if t < 64 { let bi = c * (2 * t + 2) - 1; s[bi] = 1; let bj = c * (2 * u + 2) - 1; s[bj] = 2; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[3]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
