//! Unsupported Rust: a `static mut` read by a kernel (every thread would share
//! it without synchronisation); RG0102 names it.
#![no_std]
#![allow(static_mut_refs)]
use rsgpu::*;

static mut BIAS: [u32; 2] = [1, 2];

rsgpu::kernel! {
    pub fn static_mut(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = x[i] + unsafe { BIAS[i % 2] };
        }
    }
}
// CHECK: error[RG0102]: `static mut BIAS` is not supported on the device{{.*}}
