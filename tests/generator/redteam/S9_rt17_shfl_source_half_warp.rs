//! S9 misuse: `shfl(v, (t / 16) as u32)`: the source `t / 16` takes two values in a warp
//! (lanes 0..15 read lane 2w, lanes 16..31 lane 2w+1), not a broadcast.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_source_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let c = warp::shfl(v, (t / 16) as u32);
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
