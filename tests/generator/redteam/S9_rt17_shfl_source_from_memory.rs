//! S9 misuse: `shfl(v, src)` with `src` read per thread from memory: each lane may read a
//! different lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_source_from_memory(x: &[f32], idx: &[u32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let src = if t < idx.len() { idx[t] } else { 0 };
        let c = warp::shfl(v, src);
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
