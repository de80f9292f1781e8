//! S8: a barrier in the closure handed to `core::array::from_fn` (branch
//! cr25): core calls it N times, but rsgpu-gen does not count a core call's
//! closure calls for from_fn (only for fold, sum, map, ...: BarrierUniformity's
//! countFromOperands), so the barrier is refused as reached a number of
//! times that may differ, at O0 (`from_fn`) and O3 (`try_from_fn`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn from_fn_barrier(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a: [u32; 4] = core::array::from_fn(|k| {
            sync_threads();
            k as u32
        });
        if i < y.len() && i < x.len() {
            y[i] = a[3] + x[i];
        }
    }
}
// CHECK-O0: error[RG0210]: barrier in the closure `from_fn_barrier::{closure#0}` handed to `core.array.from_fn` is reached a number of times that may differ between threads
// CHECK-O3: error[RG0210]: barrier in the closure `from_fn_barrier::{closure#0}` handed to `core.array.try_from_fn_never` is reached a number of times that may differ between threads
