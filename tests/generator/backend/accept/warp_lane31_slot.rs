//! S8 leader lane: the per-warp slot `sums[t / 32]` written under
//! `lane_id() == 31` (the warp's last lane, after an inclusive warp scan):
//! lane 31 of warp w is thread 32w + 31 alone in a 1-D block, one writer per
//! slot; read by other threads after the barrier. Near misses:
//! reject/RG0221_warp_lane_slot_two_leaders.rs (lanes 0 and 31 in one
//! phase), reject/RG0221_warp_slot_two_lanes.rs (`lane_id() < 2`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_lane31_slot(x: &[u32], out: &mut [u32]) {
        let mut sums = shared_array::<u32, 4>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        let v = if g < x.len() { x[g] } else { 0 };
        if lane_id() == 31 {
            sums[t / 32] = v;
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < out.len() {
            out[b] = sums[0].wrapping_add(sums[3]);
        }
    }
}
// CHECK: kernel @warp_lane31_slot(
