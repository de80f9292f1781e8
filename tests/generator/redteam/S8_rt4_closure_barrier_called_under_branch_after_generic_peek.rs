//! S8: a closure with a barrier, `let bar = || { sync_threads(); 1.0 }`, is
//! handed by reference to a generic fn of the crate (`peek(&bar)`, which does
//! not call it), then called directly under `if t < 16` — a barrier reached
//! by 16 threads of the block. Expected RG0210 (as without the `peek` call:
//! `S8_rt4_closure_barrier_called_under_branch` is the same kernel
//! without it, rejected). At O0 the direct call `<closure as Fn<()>>::call`
//! is emitted as a call of `peek`'s instance for the closure type
//! (`peek_closure8_19`): the closure body and its barrier are gone.
#![no_std]
use rsgpu::*;

fn peek<F: Fn() -> f32>(_f: &F) -> f32 {
    0.0
}

rsgpu::kernel! {
    pub fn closure_barrier_called_under_branch_after_generic_peek(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || {
            sync_threads();
            1.0f32
        };
        let mut v = peek(&bar);
        if t < 16 {
            v = bar();
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0210]:
