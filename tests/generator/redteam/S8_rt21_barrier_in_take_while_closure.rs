//! S8 misuse (red team 21): a barrier inside the `take_while` predicate `|k| k < t`: threads stop at different items.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_take_while_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let c = (0..n).take_while(|k| {
            sync_threads();
            *k < t
        }).count();
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
