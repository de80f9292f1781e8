//! Accepted (branch s29, session 27's u27_warp_prefix_shfl at opt-level 3):
//! one call to a warp function in each arm of a lane-dependent branch
//! (`if t < 4 { warp_scan(s[t], lane) } else { warp_scan(0, lane) }`, what
//! rustc's O3 makes of `warp_scan(if t < 4 { s[t] } else { 0 }, lane)`).
//! `warp_scan`'s shuffles lie in no block its arguments decide
//! (SyncFunctions::warpFixed), so every lane runs the same five shuffles
//! whichever copy it calls, and every path through `t < 4` passes one copy
//! (BarrierGroups with warp calls): the copies act as one call. Near misses:
//! reject/RG0211_warp_call_copies_*.
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
    pub fn warp_call_copies(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let g = block_idx_x() as usize * 32 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let s = if t < 4 { warp_scan(v, lane) } else { warp_scan(0, lane) };
        if g < out.len() {
            out[g] = s;
        }
    }
}
// CHECK: kernel @warp_call_copies(
