//! Run case (miscompile found with the S8 case
//! `S8_rt4_closure_barrier_called_under_branch_after_generic_peek`): a closure
//! `|| 1.0f32` handed by reference to a generic fn of the crate that returns
//! 2.0 without calling it, then called directly: `y[i] = f()` must be 1.0 (what
//! rustc's own code computes), whatever `peek` returned. At O0 the direct
//! closure call is emitted as a call of `peek`'s instance for the closure type,
//! so every y[i] is 2.0. Expected: translated and y == 1.0 everywhere, or a
//! refusal with a code (REJECT-OK below: an honest "unsupported").
// REJECT-OK: error\[RG0(10[0-9]|2[0-9][0-9])\]
#![no_std]
use rsgpu::*;

fn peek<F: Fn() -> f32>(_f: &F) -> f32 {
    2.0
}

rsgpu::kernel! {
    pub fn closure_call_after_generic_peek(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let f = || 1.0f32;
        let p = peek(&f);
        if i < y.len() {
            y[i] = f() + 0.0 * p;
        }
    }
}
