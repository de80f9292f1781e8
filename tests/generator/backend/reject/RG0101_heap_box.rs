//! Unsupported Rust: heap allocation (`Box`); there is no device heap in
//! rsgpu's subset, and the diagnostic names `Box`.
#![no_std]
extern crate alloc;
use alloc::boxed::Box;
use rsgpu::*;

rsgpu::kernel! {
    pub fn heap_box(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let b = Box::new(x[i]);
            y[i] = *b;
        }
    }
}
// CHECK: error[RG01{{0[12]}}]: {{.*}}Box{{.*}}
