//! S9 misuse: a tuple `(t / 32, t % 32)` destructured the other way round: the name `warp`
//! holds the lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tuple_swapped_fields(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let ids = (t / 32, t % 32);
        let (lane, warp) = ids;
        let _ = lane;
        if warp == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
