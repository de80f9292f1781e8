//! S9: the warp reduction inside the bounds guard `if i < x.len()`: in the
//! last, partial warp the lanes past the end skip the shuffles.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_in_bounds_guard(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let mut v = x[i];
            let mut off = 16;
            while off > 0 {
                v += warp::shfl_down(v, off);
                off /= 2;
            }
            if i < y.len() {
                y[i] = v;
            }
        }
    }
}
// CHECK: error[RG0211]:
