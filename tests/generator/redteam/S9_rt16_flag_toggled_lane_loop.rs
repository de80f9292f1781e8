//! S9 misuse: inside `if t < 32` a flag is toggled `lane_id()` times: it ends
//! true in the odd lanes only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_toggled_lane_loop(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        if t < 32 {
            go = true;
            for _ in 0..lane_id() {
                go = !go;
            }
        }
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
