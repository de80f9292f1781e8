//! Twin: the leader pattern: `b = ballot(p)`, `leader = b.trailing_zeros()`
//! (uniform), `shfl(v, leader)` (a broadcast from a uniform lane) as the condition
//! of a shuffle.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_broadcast_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if b != 0 {
            let leader = b.trailing_zeros();
            let c = warp::shfl(v, leader);
            if c > 1.0 {
                v += warp::shfl_xor(v, 1);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @leader_broadcast_twin(
