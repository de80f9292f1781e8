//! S8 misuse (red team 29): `c = lane_id() as usize + 1` (thread-varying factor). Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_c_lane(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let c = lane_id() as usize + 1;
        if t < 32 { let bi = c * (2 * t + 2) - 1; if bi < 256 { s[bi] += 1; } } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
