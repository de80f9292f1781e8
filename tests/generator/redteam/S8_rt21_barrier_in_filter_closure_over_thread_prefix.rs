//! S8 misuse (red team 21): a barrier inside the `filter` predicate over `x[..k]` with `k` per thread, counted.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_filter_closure_over_thread_prefix(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let k = (t as usize).min(x.len());
        let c = x[..k].iter().filter(|v| {
            sync_threads();
            **v > 0.0
        }).count();
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
