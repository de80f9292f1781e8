//! S8 misuse (red team 21): `fn make() -> impl Fn() -> f32` returning a barrier closure; called only in threads 0..15.
#![no_std]
use rsgpu::*;

fn make() -> impl Fn() -> f32 {
    || {
        sync_threads();
        1.0
    }
}

rsgpu::kernel! {
    pub fn rt21_closure_returned_from_fn_called_under_branch(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = make();
        let mut s = 0.0;
        if t < 16 {
            s = f();
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
