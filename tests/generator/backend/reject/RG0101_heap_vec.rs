//! Unsupported Rust: heap allocation (`Vec`). At O3 rustc prints the empty
//! `Vec` as a constant with doubled braces and pattern-typed fields; the MIR
//! front end must parse it so the diagnostic names `Vec`, not a parse error.
#![no_std]
extern crate alloc;
use alloc::vec::Vec;
use rsgpu::*;
rsgpu::kernel! {
    pub fn heap_vec(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let mut v = Vec::new();
            v.push(x[i]);
            y[i] = v[0];
        }
    }
}
// CHECK: error[RG0101]: {{.*}}alloc::vec::Vec<f32>{{.*}}
