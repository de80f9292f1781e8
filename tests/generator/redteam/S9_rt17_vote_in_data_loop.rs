//! S9 misuse: a vote inside a loop whose trip count is the thread's data (`while u > 1`
//! halving): the second round's ballot is reached by the lanes still looping.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_in_data_loop(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut u = v as u32;
        let mut b = 0u32;
        while u > 1 {
            u /= 2;
            b |= warp::ballot(u & 1 == 1);
        }
        v += b as f32;
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `ballot()` is reached only by the threads for which
