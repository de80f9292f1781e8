//! S8: `let make = || shared_array::<f32, 128>();` called twice. The closure
//! body is one call site, so in Rust (the bindings: "each call site names one
//! array per block") `a` and `b` are the same array, and `b[(t + 1) % 128]`
//! reads the neighbour's `a[t]` with no barrier. Docs: a `shared_array`
//! declared in a device function is RG0222 (a closure body is one).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_array_from_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let make = || shared_array::<f32, 128>();
        let mut a = make();
        let b = make();
        if i < x.len() {
            a[t] = x[i];
        }
        let r = b[(t + 1) % 128];
        if i < y.len() {
            y[i] = r;
        }
    }
}
// CHECK: error[RG022{{[02]}}]:
