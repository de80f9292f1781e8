//! S9 misuse: a loop whose exit a lane decides from the vote and its lane
//! (`if lane_id() < b.count_ones() { break }`): the next round's ballot misses the
//! lanes gone.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_loop_break_by_count(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut k = 0u32;
        loop {
            let b = warp::ballot(v > k as f32);
            if lane_id() < b.count_ones() || k > 8 {
                break;
            }
            k += 1;
        }
        v += k as f32;
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `ballot()` is reached only by the threads for which
