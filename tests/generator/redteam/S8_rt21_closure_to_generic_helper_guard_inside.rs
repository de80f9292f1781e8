//! S8 misuse (red team 21): a crate generic helper `maybe<F: Fn()>(f, go: bool)` calling the barrier closure only when `go`, handed `t < 16`.
#![no_std]
use rsgpu::*;

fn maybe<F: Fn()>(f: F, go: bool) {
    if go {
        f();
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_to_generic_helper_guard_inside(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        maybe(|| sync_threads(), t < 16);
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
