//! S9 misuse: `(t / 32) * (lane & 1) == 0`: a product of the warp id with a lane bit; in
//! warp 1 only the even lanes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_id_times_lane_parity(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let r = (t / 32) * (lane_id() & 1) as usize;
        if r == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
