//! S9 misuse: the warp id kept in a struct field and bumped in lane 5 only.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Ids {
    warp: usize,
    lane: u32,
}

rsgpu::kernel! {
    pub fn struct_warp_field_bumped(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut s = Ids { warp: t / 32, lane: lane_id() };
        if s.lane == 5 {
            s.warp += 1;
        }
        if s.warp == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
