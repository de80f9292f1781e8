//! Unsupported Rust: `String` (heap allocation); named at O0 and O3.
#![no_std]
extern crate alloc;
use alloc::string::String;
use rsgpu::*;
rsgpu::kernel! {
    pub fn heap_string(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let mut s = String::new();
            s.push('a');
            y[i] = x[i] + s.len() as f32;
        }
    }
}
// CHECK: error[RG0101]: {{.*}}alloc::string::String{{.*}}
