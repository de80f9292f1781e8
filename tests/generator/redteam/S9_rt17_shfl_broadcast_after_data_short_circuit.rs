//! S9 misuse: `v > 0.0 && shfl(v, 0) > 0.0`: the broadcast is evaluated only by the lanes
//! whose data is positive.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_broadcast_after_data_short_circuit(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if v > 0.0 && warp::shfl(v, 0) > 0.0 {
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl()` is reached only by the threads for which
