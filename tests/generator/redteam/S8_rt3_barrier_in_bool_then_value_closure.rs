//! S8: `(t < 16).then(|| { sync_threads(); 1.0 })` — a barrier in a value-returning closure core's `bool::then` calls for 16 threads only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_bool_then_value_closure(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = (t < 16)
            .then(|| {
                sync_threads();
                1.0f32
            })
            .unwrap_or(0.0);
        if i < y.len() {
            y[i] = w;
        }
    }
}
// O3: refused with RG0102 ("unsupported constant form"), not for S8.
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{(10[0-2]|210)}}]:
