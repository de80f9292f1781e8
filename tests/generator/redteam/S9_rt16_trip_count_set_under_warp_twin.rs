//! Twin: a loop bound set under a warp-uniform condition (docs: "a flag or a
//! loop counter set under such a condition"): `n = 2` in warps 1.. (`t >= 32`),
//! 0 in warp 0; `for _ in 0..n { shfl }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_set_under_warp_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut n = 0u32;
        if t >= 32 {
            n = 2;
        }
        for _ in 0..n {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @trip_count_set_under_warp_twin(
