//! The emitter does not emit device functions yet: RG0302.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn twice(v: f32) -> f32 {
    v * 2.0
}

rsgpu::kernel! {
    pub fn device_function(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = twice(x[i]);
        }
    }
}
// CHECK: error[RG0302]: cannot emit the device function `{{.*}}twice` yet
