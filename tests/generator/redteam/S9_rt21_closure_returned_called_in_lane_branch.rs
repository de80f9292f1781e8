//! S9 misuse (red team 21): `fn make() -> impl Fn(f32) -> f32` returning a `shfl_xor` closure, called only in lanes 0..15.
#![no_std]
use rsgpu::*;

fn make() -> impl Fn(f32) -> f32 {
    |v| warp::shfl_xor(v, 1)
}

rsgpu::kernel! {
    pub fn rt21_closure_returned_called_in_lane_branch(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let f = make();
        let mut s = v;
        if lane_id() < 16 {
            s = f(v);
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
