//! Per-warp count of positive values with `ballot(..).count_ones()`, plus `any`/`all` flags.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_warp_ballot_count(x: &[f32], per_warp: &mut [u32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let v = x.get(gid as usize).copied().unwrap_or(0.0);
        let mask = warp::ballot(v > 0.0);
        let some_big = warp::any(v > 15.0);
        let all_small = warp::all(v.abs() < 15.5);
        if gid % WARP_SIZE == 0 {
            let w = (gid / WARP_SIZE) as usize;
            if w < per_warp.len() {
                per_warp[w] = mask.count_ones() | (some_big as u32) << 8 | (all_small as u32) << 9;
            }
        }
    }
}
