//! Unsupported Rust: `format!` (allocates a `String`). At O3 its MIR reifies
//! fn items to pointers without `const` and builds closures with numbered
//! captures; both parse, and the diagnostic names `String`.
#![no_std]
extern crate alloc;
use alloc::format;
use rsgpu::*;
rsgpu::kernel! {
    pub fn heap_format(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let s = format!("{}", x[i]);
            y[i] = s.len() as f32;
        }
    }
}
// CHECK: error[RG0101]: {{.*}}alloc::string::String{{.*}}
