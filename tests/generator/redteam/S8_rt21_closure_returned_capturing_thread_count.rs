//! S8 misuse (red team 21): `fn make(k: u32) -> impl Fn()` returning `move || for _ in 0..k { sync_threads() }`, made with `k = t % 4` and called by every thread.
#![no_std]
use rsgpu::*;

fn make(k: u32) -> impl Fn() {
    move || {
        for _ in 0..k {
            sync_threads();
        }
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_returned_capturing_thread_count(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = make(t % 4);
        f();
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
