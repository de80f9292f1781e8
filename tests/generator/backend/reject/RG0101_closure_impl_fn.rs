//! Unsupported Rust: a closure passed as `impl Fn` to a non-inlined function.
//! Closures themselves translate (their captures become a struct); the
//! generic `impl Fn` parameter does not, and the diagnostic names it.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn apply(f: impl Fn(f32) -> f32, v: f32) -> f32 { f(v) }
rsgpu::kernel! {
    pub fn closure(x: &[f32], y: &mut [f32], k: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = apply(|v| v * k, x[i]);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}`impl Fn(f32) -> f32` (closures, trait objects and `impl Trait`){{.*}}
