//! Twin: a vote result and the warp id kept in a struct, the shuffle under
//! `s.go && s.warp < 2`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Flow {
    go: bool,
    warp: usize,
}

rsgpu::kernel! {
    pub fn warp_id_flag_in_struct_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let s = Flow { go: warp::any(v > 0.0), warp: t / 32 };
        if s.go && s.warp < 2 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @warp_id_flag_in_struct_twin(
