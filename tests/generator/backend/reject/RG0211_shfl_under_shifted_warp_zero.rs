//! S9 near miss of `if t / 32 == 0 { shfl }` (accepted): `(t + 16) / 32`
//! moves the warp boundary to the middle of a warp, and `t / 16` splits
//! every warp in two.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_under_shifted_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t + 16) / 32 == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t / 16 == 2 {
            v += warp::shfl_xor(v, 2);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK-O0: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `(((t + 16) / 32) == 1)` decides so
// CHECK-O0: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `((t / 16) == 2)` decides so
// CHECK-O3: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `((t + 16) / 32)` decides so
// CHECK-O3: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `(t / 16)` decides so
