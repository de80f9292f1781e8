//! S9 misuse: a loop ended by a vote (uniform) that also has a per-lane `break` on the
//! thread's data: the shuffle of later rounds misses the lanes gone.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_loop_extra_data_break(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut k = 0u32;
        loop {
            if !warp::any(v > 1.0) || k > 16 {
                break;
            }
            if v < 0.5 {
                break;
            }
            v = v * 0.5 + warp::shfl_xor(v, 1) * 0.0;
            k += 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
