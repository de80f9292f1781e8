//! Block-wide inclusive prefix sum: warp scans with shfl_up, per-warp totals in shared memory,
//! warp 0 scans the totals, every warp adds its offset.
#![no_std]
use rsgpu::warp::shfl_up;
use rsgpu::*;

const WARPS: usize = 4;

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
    pub fn u27_warp_prefix_shfl(x: &[u32], out: &mut [u32]) {
        let mut sums = shared_array::<u32, WARPS>();
        let t = thread_idx_x() as usize;
        let lane = lane_id();
        let w = t / 32;
        let g = block_idx_x() as usize * (32 * WARPS) + t;
        let v = if g < x.len() { x[g] } else { 0 };
        let incl = warp_scan(v, lane);
        if lane == 31 {
            sums[w] = incl;
        }
        sync_threads();
        if t < 32 {
            let s = if t < WARPS { sums[t] } else { 0 };
            let s = warp_scan(s, lane);
            if t < WARPS {
                sums[t] = s;
            }
        }
        sync_threads();
        let offset = if w > 0 { sums[w - 1] } else { 0 };
        if g < out.len() {
            out[g] = incl.wrapping_add(offset);
        }
    }
}
