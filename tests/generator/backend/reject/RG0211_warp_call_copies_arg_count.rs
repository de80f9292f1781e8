//! Near miss of accept/warp_call_copies.rs: the warp function's shuffles
//! run as often as its argument `n` says (`while d < n`), and the copies pass
//! 32 and 16: lanes 0..3 run five shuffles, lanes 4..31 four. Not a fixed
//! sequence (SyncFunctions::warpFixed): refused in the function itself
//! (parameters thread-dependent) and at the copies.
#![no_std]
use rsgpu::warp::shfl_up;
use rsgpu::*;

#[inline(never)]
fn scan_n(mut v: u32, lane: u32, n: u32) -> u32 {
    let mut d = 1;
    while d < n {
        let up = shfl_up(v, d);
        if lane >= d {
            v = v.wrapping_add(up);
        }
        d <<= 1;
    }
    v
}

rsgpu::kernel! {
    pub fn warp_call_copies_arg_count(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let g = block_idx_x() as usize * 32 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let s = if t < 4 { scan_n(v, lane, 32) } else { scan_n(v, lane, 16) };
        if g < out.len() {
            out[g] = s;
        }
    }
}
// CHECK: error[RG0211]
