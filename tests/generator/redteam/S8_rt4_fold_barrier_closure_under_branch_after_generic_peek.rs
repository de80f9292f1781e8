//! S8 (near miss of `S8_rt4_fold_closure_also_peeked_twin`, cause G): a
//! `fold` closure with a barrier, `|a, v| { sync_threads(); a + *v }`, handed
//! to `peek(&c)` by every thread, then to `x.iter().fold(p, c)` under
//! `if t < 16`. Expected RG0210. Before branch fix-generic, O0 translated it:
//! `fold` bound `peek`'s instance as the closure body, the barrier was gone.
#![no_std]
use rsgpu::*;
fn peek<F: FnMut(f32, &f32) -> f32>(_f: &F) -> f32 { 0.0 }
rsgpu::kernel! {
    pub fn fold_barrier_closure_under_branch_after_generic_peek(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = |a: f32, v: &f32| { sync_threads(); a + *v };
        let p = peek(&c);
        let mut s = p;
        if t < 16 { s = x.iter().fold(p, c); }
        if i < y.len() { y[i] = s; }
    }
}
// CHECK: error[RG0210]:
