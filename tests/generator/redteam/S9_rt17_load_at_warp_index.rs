//! S9 misuse: `x[t / 32] > 0.0`: a load at a warp-uniform index (docs: conditions through
//! memory stay RG0211, sound and conservative).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn load_at_warp_index(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let c = if t / 32 < x.len() { x[t / 32] } else { 0.0 };
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
