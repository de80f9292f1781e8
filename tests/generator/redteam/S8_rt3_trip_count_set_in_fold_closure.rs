//! S8: a barrier loop bound rewritten per thread inside a `fold` closure: `n = t % 4`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_set_in_fold_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut n = 4usize;
        let a = x.iter().fold(0.0f32, |a, v| {
            n = t % 4;
            a + *v
        });
        let mut acc = a;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]:
