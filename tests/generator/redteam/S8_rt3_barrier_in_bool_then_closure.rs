//! S8: `(t < 16).then(|| sync_threads())` — the barrier in a closure core's `bool::then` calls for 16 threads only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_bool_then_closure(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let _ = (t < 16).then(|| sync_threads());
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// O0: `Option<()>` cannot be emitted yet (RG0301): refused, not for S8.
// CHECK-O0: error[RG0{{(10[0-2]|301|21[0-2])}}]:
// CHECK-O3: error[RG0210]:
