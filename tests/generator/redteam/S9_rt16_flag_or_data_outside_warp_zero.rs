//! S9 misuse: `go = if t < 32 { true } else { v > 0.0 }`: warp 0 whole, the
//! other warps by data.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_or_data_outside_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let go = if t < 32 { true } else { v > 0.0 };
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
