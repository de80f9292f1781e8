//! S9 misuse: `t < 32 && v > 0.0`: warp 0 whole, but the data test splits it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn and_data_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 && v > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
