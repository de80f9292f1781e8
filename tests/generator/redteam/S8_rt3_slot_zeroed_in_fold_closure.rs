//! S8: a shared slot index rewritten inside a `fold` closure: every thread writes `s[0]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slot_zeroed_in_fold_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let mut j = t;
        let a = x.iter().fold(0.0f32, |a, v| {
            j = 0;
            a + *v
        });
        s[j] = a;
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
