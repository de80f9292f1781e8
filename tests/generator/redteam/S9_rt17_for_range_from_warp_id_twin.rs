//! Twin: `for k in t / 32..4 { shfl_xor }`: a loop counter started at the warp
//! id (docs: "a loop counter set ... from `t / 32`").
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn for_range_from_warp_id_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        for _k in t / 32..4 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @for_range_from_warp_id_twin(
