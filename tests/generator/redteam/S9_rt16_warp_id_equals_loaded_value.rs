//! S9 misuse: `t / 32 == w` with `w` read per thread (`x[t]`): each lane
//! compares its warp id with its own value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_id_equals_loaded_value(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let w = if t < x.len() { x[t] as usize } else { 0 };
        if t / 32 == w {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
