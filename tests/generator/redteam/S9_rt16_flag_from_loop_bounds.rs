//! S9 misuse: a flag set in a loop under `t < 32 * j + 16` for j in 0..4: the
//! flag ends `t < 112`, which splits warp 3 (the bound is a loop value, not a
//! multiple of 32).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_from_loop_bounds(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        for j in 0..4usize {
            if t < 32 * j + 16 {
                go = true;
            }
        }
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
