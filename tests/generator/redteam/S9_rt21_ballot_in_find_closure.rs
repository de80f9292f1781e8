//! S9 misuse (red team 21): `ballot` inside `find`'s predicate (lane-dependent stop).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_ballot_in_find_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let l = lane_id();
        let s = (0..n).find(|k| warp::ballot(*k > l) != 0).unwrap_or(0) as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
