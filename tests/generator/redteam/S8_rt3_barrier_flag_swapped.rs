//! S8: `core::mem::swap(&mut go, &mut mine)` with `mine = t < 16`: `go` is per-thread before `if go { sync_threads() }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_flag_swapped(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut go = true;
        let mut mine = t < 16;
        core::mem::swap(&mut go, &mut mine);
        if go {
            sync_threads();
        }
        if i < y.len() && mine {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]:
