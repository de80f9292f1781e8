//! S8 misuse (red team 21): a barrier inside `Option::filter`'s predicate on `x.get(i)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_option_filter_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = *x.get(i).filter(|v| {
            sync_threads();
            **v > 0.0
        }).unwrap_or(&0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
