//! Inclusive warp scan with `shfl_up` and a lane test, then a broadcast of lane 31 with `shfl`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_warp_scan_up(x: &[u32], scan: &mut [u32], total: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let lane = lane_id();
        let mut v = if i < x.len() { x[i] } else { 0 };
        let mut d = 1;
        while d < WARP_SIZE {
            let n = warp::shfl_up(v, d);
            if lane >= d {
                v += n;
            }
            d *= 2;
        }
        let warp_total = warp::shfl(v, 31);
        if i < scan.len() && i < total.len() {
            scan[i] = v;
            total[i] = warp_total;
        }
    }
}
