//! S8 twin (red team 21): a crate generic helper `rep<F: Fn()>(f, k)` calling the barrier closure `k` times, `k` a kernel parameter.
#![no_std]
use rsgpu::*;

fn rep<F: Fn()>(f: F, k: u32) {
    for _ in 0..k {
        f();
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_to_generic_repeat_param_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        rep(|| sync_threads(), n % 4);
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_closure_to_generic_repeat_param_twin(
