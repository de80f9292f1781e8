//! S9 misuse: a loop counter started at `t` and doubled: `while u < 64 { shfl;
//! u = 2 * u + 1 }` runs 7 rounds in lane 0 and 2 in lane 31.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn doubling_counter_from_t(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut u = t;
        while u < 64 {
            v += warp::shfl_xor(v, 1);
            u = 2 * u + 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
