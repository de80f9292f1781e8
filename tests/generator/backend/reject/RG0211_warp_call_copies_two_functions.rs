//! Near miss of accept/warp_call_copies.rs: the arms call two different
//! warp functions (four shuffles against five): lanes 0..3 and 4..31 run
//! different sequences of collectives.
#![no_std]
use rsgpu::warp::shfl_up;
use rsgpu::*;

#[inline(never)]
fn scan32(mut v: u32, lane: u32) -> u32 {
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

#[inline(never)]
fn scan16(mut v: u32, lane: u32) -> u32 {
    let mut d = 1;
    while d < 16 {
        let up = shfl_up(v, d);
        if lane >= d {
            v = v.wrapping_add(up);
        }
        d <<= 1;
    }
    v
}

rsgpu::kernel! {
    pub fn warp_call_copies_two_functions(x: &[u32], out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let g = block_idx_x() as usize * 32 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let s = if t < 4 { scan32(v, lane) } else { scan16(v, lane) };
        if g < out.len() {
            out[g] = s;
        }
    }
}
// CHECK: error[RG0211]: warp collective `scan{{32|16}}()` is reached only by the threads for which
