//! S8 misuse (red team 21): a crate generic helper `rep<F: Fn()>(f, k)` calling the barrier closure `k` times, with `k = t % 3`.
#![no_std]
use rsgpu::*;

fn rep<F: Fn()>(f: F, k: u32) {
    for _ in 0..k {
        f();
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_to_generic_repeat_thread_count(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        rep(|| sync_threads(), t % 3);
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
