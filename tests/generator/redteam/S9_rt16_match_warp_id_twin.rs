//! Twin: a `match` on `t / 32` (the warp id): each arm is whole warps (docs:
//! `t / 32 == w`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn match_warp_id_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        match t / 32 {
            0 => v += warp::shfl_xor(v, 16),
            1 => v += warp::shfl_down(v, 1),
            _ => {}
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @match_warp_id_twin(
