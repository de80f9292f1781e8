//! S9 misuse (red team 21): a crate generic helper `rep<F: FnMut()>(f, k)` calling a `shfl_down` closure `k = lane_id() % 3` times.
#![no_std]
use rsgpu::*;

fn rep<F: FnMut()>(mut f: F, k: u32) {
    for _ in 0..k {
        f();
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_to_generic_repeat_lane_count(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut v = x.get(i).copied().unwrap_or(0.0);
        rep(|| v = warp::shfl_down(v, 1), lane_id() % 3);
        let s = v;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
