//! S5: a device helper `fn put(y: &mut [f32], k: usize, v: f32)` called with
//! `i / 2` (docs: writes in device functions are RG0202 at the call).
#![no_std]
use rsgpu::*;

fn put(y: &mut [f32], k: usize, v: f32) {
    if k < y.len() {
        y[k] = v;
    }
}

rsgpu::kernel! {
    pub fn fn_helper_writes_foreign(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            put(y, i / 2, x[i]);
        }
    }
}
// O0: RG0202 at the call; O3 inlines `put`: RG0201 at the write.
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
