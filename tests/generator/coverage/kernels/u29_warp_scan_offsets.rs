//! Output offsets for variable-length records: each thread's length (`u64`), an exclusive warp scan with
//! `shfl_up` (lanes below `d` add nothing), the warp total broadcast from lane 31 with `shfl`.
#![no_std]
use rsgpu::warp::{shfl, shfl_up};
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_warp_scan_offsets(lens: &[u32], offsets: &mut [u64], totals: &mut [u64]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let lane = lane_id();
        let mine = lens.get(gid).map_or(0u64, |&l| l as u64);
        let mut incl = mine;
        let mut d = 1u32;
        while d < 32 {
            let up = shfl_up(incl, d);
            if lane >= d {
                incl += up;
            }
            d *= 2;
        }
        let total = shfl(incl, 31);
        if gid < offsets.len() {
            offsets[gid] = incl - mine;
        }
        if lane == 0 && gid / 32 < totals.len() {
            totals[gid / 32] = total;
        }
    }
}
