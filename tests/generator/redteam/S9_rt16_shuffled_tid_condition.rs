//! S9 misuse: the condition on a value received by a shuffle: `shfl_xor(t, 16)
//! < 16` is lanes 16..31 of warp 0 (each reads its partner's id).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shuffled_tid_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let u = warp::shfl_xor(thread_idx_x(), 16);
        if u < 16 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
