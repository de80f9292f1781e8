//! S9 misuse (red team 21): `shfl_xor` inside a `try_fold` closure that stops once the sum passes the lane's value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_shfl_in_try_fold_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let l = lane_id() as f32;
        let s = x.iter().try_fold(v, |a, w| {
            let b = warp::shfl_xor(a, 1);
            if b > l { None } else { Some(b + *w) }
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
