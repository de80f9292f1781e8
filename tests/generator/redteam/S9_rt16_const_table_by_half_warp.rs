//! S9 misuse: a lookup `W[(t / 16) % 4] == 0` with `W = [0, 1, 1, 1]` is `t % 64
//! < 16`: half of warp 0 (and of every other second warp).
#![no_std]
use rsgpu::*;

const W: [u8; 4] = [0, 1, 1, 1];

rsgpu::kernel! {
    pub fn const_table_by_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if W[(t / 16) % 4] == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
