//! S9 misuse: an array filled with the warp id, one slot overwritten at the lane's index
//! (`a[lane % 4] = 7`): `a[0] == 0` is false in lanes 0, 4, 8, ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_slot_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut a = [t / 32; 4];
        a[(lane_id() % 4) as usize] = 7;
        if a[0] == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
