//! S9 misuse: `ballot(p).count_ones() > lane_id()`: the count is uniform, the comparison with
//! the lane is not (with 5 votes, lanes 0..4 only).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_count_gt_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if b.count_ones() > lane_id() {
            v += warp::shfl_xor(v, 2);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
