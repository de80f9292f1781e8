//! S9 misuse: a flag from range patterns `0..=31 | 32..=47`: `t < 48`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn match_ranges_to_47(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let go = match t {
            0..=31 => true,
            32..=47 => true,
            _ => false,
        };
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
