//! S9 misuse: a flag from `t < 32` combined with a lane test by `&` (no
//! short circuit, no branch): `(t < 32) & (lane_id() < 31)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_bitand_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let go = (t < 32) & (lane_id() < 31);
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
