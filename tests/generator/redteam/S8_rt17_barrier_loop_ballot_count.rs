//! S8 misuse: `sync_threads()` in a loop that runs `ballot(p).count_ones()` times: each
//! warp a different number of block barriers.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_loop_ballot_count(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let n = warp::ballot(v > 0.0).count_ones();
        for _ in 0..n {
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
