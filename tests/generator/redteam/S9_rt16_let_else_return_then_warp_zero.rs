//! S9 misuse: `let Some(a) = x.get(t) else { return }` (threads past x.len()
//! leave) before `if t < 32 { shfl }`: with x.len() = 20, warp 0 splits.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn let_else_return_then_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let Some(a) = x.get(t) else {
            return;
        };
        let mut v = *a;
        if t < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
