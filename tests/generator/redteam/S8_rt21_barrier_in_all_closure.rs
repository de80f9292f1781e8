//! S8 misuse (red team 21): a barrier inside `all`'s predicate: `all` stops at the first false, per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_all_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let b = x.iter().all(|v| {
            sync_threads();
            *v < tv
        });
        let s = b as u32 as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
