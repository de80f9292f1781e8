//! S9 misuse: `t & !15 == 32` looks like the accepted `t & !31 == 32` but keeps
//! bit 4: threads 32..47, half of warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mask_not_15(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t & !15 == 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
