//! S8: a function item with a barrier handed to `fold` over `x[0..n]`, `n = min(t, len)`: threads run it different numbers of times (gen-generic turns the item into a closure; fix-closures sees its barrier at the `fold`).
#![no_std]
use rsgpu::*;

fn step(a: f32, v: f32) -> f32 {
    sync_threads();
    a + v
}

rsgpu::kernel! {
    pub fn barrier_in_fn_item_fold_over_thread_prefix(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = if t < x.len() { t } else { x.len() };
        let s = x[0..n].iter().copied().fold(0.0f32, step);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// O3: RG0101 today (`copy_fold` of a user function item is not mapped).
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{(10[0-2]|210)}}]:
