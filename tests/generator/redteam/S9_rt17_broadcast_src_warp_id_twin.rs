//! Twin: `shfl(v, (t / 32) as u32)`: the source lane is the warp id, the same
//! in every lane of a warp (1-D blocks), so the result is a broadcast.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn broadcast_src_warp_id_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let c = warp::shfl(v, (t / 32) as u32);
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @broadcast_src_warp_id_twin(
