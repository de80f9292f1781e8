//! S9 misuse: the warp id in a local bumped through `&mut` by a device function in lane 3.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn bump(r: &mut usize) {
    *r += 1;
}

rsgpu::kernel! {
    pub fn mut_ref_bumped_in_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut w = t / 32;
        if lane_id() == 3 {
            bump(&mut w);
        }
        if w == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
