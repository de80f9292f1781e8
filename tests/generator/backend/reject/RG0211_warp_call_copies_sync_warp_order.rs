//! Near miss of accept/warp_call_copies.rs: a `sync_warp()` before the copy
//! in one arm and after it in the other: lanes 0..3 wait in the shuffles
//! while lanes 4..31 wait at the warp barrier (the sequences differ).
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
    pub fn warp_call_copies_sync_warp_order(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let g = block_idx_x() as usize * 32 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let s = if t < 4 {
            let r = warp_scan(v, lane);
            warp::sync_warp();
            r
        } else {
            warp::sync_warp();
            warp_scan(0, lane)
        };
        if g < out.len() {
            out[g] = s;
        }
    }
}
// CHECK: error[RG0211]
