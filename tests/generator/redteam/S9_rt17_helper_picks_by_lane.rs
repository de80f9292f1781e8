//! S9 misuse: a device function that returns the warp id in lanes 0..15 and the warp id + 1
//! in the others; its result tested in the kernel.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn pick(w: usize, l: u32) -> usize {
    if l < 16 {
        w
    } else {
        w + 1
    }
}

rsgpu::kernel! {
    pub fn helper_picks_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if pick(t / 32, lane_id()) == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
