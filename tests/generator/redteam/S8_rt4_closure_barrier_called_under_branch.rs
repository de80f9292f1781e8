//! S8: control for `S8_rt4_closure_barrier_called_under_branch_after_generic_peek`:
//! the same closure with a barrier called under `if t < 16`, without the
//! generic `peek(&bar)`. Expected RG0210 (passes on main).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_barrier_called_under_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || {
            sync_threads();
            1.0f32
        };
        let mut v = 0.0;
        if t < 16 {
            v = bar();
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0210]:
