//! S9 misuse: `(t < 48).then_some(1).is_some()`: `t < 48` through an Option.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn then_some_is_some(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let o = (t < 48).then_some(1u32);
        if o.is_some() {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
