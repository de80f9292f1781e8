//! S8: `x.get(i).copied().unwrap_or_else(|| { sync_threads(); 0.0 })` — a barrier for the threads past the end only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_unwrap_or_else_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or_else(|| {
            sync_threads();
            0.0
        });
        if i < y.len() {
            y[i] = v;
        }
    }
}
// O0: RG0100 `Option::unwrap_or_else` (not in the call table); O3 RG0210.
// CHECK-O0: error[RG0{{(10[0-2]|210)}}]:
// CHECK-O3: error[RG0210]:
