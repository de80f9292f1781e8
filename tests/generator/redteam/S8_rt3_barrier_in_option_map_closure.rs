//! S8: `x.get(i).map(|_| sync_threads())` — the barrier runs only for threads whose element exists (`Option::map` with a closure).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_option_map_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let _ = x.get(i).map(|_| sync_threads());
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// O0: `Option<()>` cannot be emitted yet (RG0301): refused, not for S8.
// CHECK-O0: error[RG0{{(10[0-2]|301|21[0-2])}}]:
// CHECK-O3: error[RG0210]:
