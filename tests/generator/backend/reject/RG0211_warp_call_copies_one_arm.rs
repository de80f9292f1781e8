//! Near miss of accept/warp_call_copies.rs: the warp function in one arm
//! only (`if t < 4 { warp_scan(..) } else { 0 }`): lanes 4..31 never join
//! its shuffles.
#![no_std]
use rsgpu::warp::shfl_up;
use rsgpu::*;

#[inline(never)]
fn warp_scan(mut v: u32, lane: u32) -> u32 {
    let mut d = 1;
    while d < 32 {
        let up = shfl_up(v, d);
        if lane >= d {
            v = v.wrapping_add(up);
        }
        d <<= 1;
    }
    v
}

rsgpu::kernel! {
    pub fn warp_call_copies_one_arm(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let g = block_idx_x() as usize * 32 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let s = if t < 4 { warp_scan(v, lane) } else { 0 };
        if g < out.len() {
            out[g] = s;
        }
    }
}
// CHECK: error[RG0211]: warp collective `warp_scan()` is reached only by the threads for which
