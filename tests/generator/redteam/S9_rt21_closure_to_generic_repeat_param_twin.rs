//! S9 twin (red team 21): a crate generic helper calling a `shfl_down` closure `n % 3` times, `n` a kernel parameter.
#![no_std]
use rsgpu::*;

fn rep<F: FnMut()>(mut f: F, k: u32) {
    for _ in 0..k {
        f();
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_to_generic_repeat_param_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut v = x.get(i).copied().unwrap_or(0.0);
        rep(|| v = warp::shfl_down(v, 1), n % 3);
        let s = v;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_closure_to_generic_repeat_param_twin(
