//! S9 misuse: the kernel computes `t < 48` and hands it to a helper that
//! shuffles under it: warp 1 splits.
#![no_std]
use rsgpu::*;

fn maybe_shuffle(v: f32, go: bool) -> f32 {
    if go {
        v + warp::shfl_xor(v, 1)
    } else {
        v
    }
}

rsgpu::kernel! {
    pub fn helper_shfl_under_flag_param(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        v = maybe_shuffle(v, t < 48);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
