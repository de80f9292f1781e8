//! S8 twin (red team 21): `fn make() -> impl Fn() -> f32` returning a barrier closure, called once by every thread.
#![no_std]
use rsgpu::*;

fn make() -> impl Fn() -> f32 {
    || {
        sync_threads();
        1.0
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_returned_from_fn_called_by_all_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = make();
        let s = f();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_closure_returned_from_fn_called_by_all_twin(
