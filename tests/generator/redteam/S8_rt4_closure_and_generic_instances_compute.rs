//! Run case (near miss of `S8_rt4_closure_call_after_generic_peek_computes`):
//! one capturing closure `f = |v| v + k` (k = 1) handed to three generic fns
//! of the crate — `peek(&f)` (returns 100, never calls it), `twice(&f, 1.0)`
//! (calls it twice), `wrap(f, 4.0)` (calls it from a closure of its own) —
//! and called directly, `f(10.0)`. rustc: twice = 3, f(10) = 11, wrap = 10,
//! so y[i] = 24 everywhere. Each call must run the closure's own body, never
//! a generic fn's instance for the closure type.
#![no_std]
use rsgpu::*;

fn peek<F: Fn(f32) -> f32>(_f: &F) -> f32 {
    100.0
}
fn twice<F: Fn(f32) -> f32>(f: &F, x: f32) -> f32 {
    f(f(x))
}
fn wrap<F: Fn(f32) -> f32>(f: F, x: f32) -> f32 {
    let g = |v: f32| f(v) * 2.0;
    g(x)
}

rsgpu::kernel! {
    pub fn closure_and_generic_instances(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = 1.0f32;
        let f = |v: f32| v + k;
        let a = peek(&f);
        let b = twice(&f, 1.0);
        let c = f(10.0);
        let d = wrap(f, 4.0);
        if i < y.len() {
            y[i] = b + c + d + 0.0 * a;
        }
    }
}
