//! S8: `x.iter().fold(0.0, |a, v| { s[t / 2] = *v; a })` — threads 2k, 2k + 1 write one shared slot inside a core `fold` closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_write_in_fold_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let a = x.iter().fold(0.0f32, |a, v| {
            s[t / 2] = *v;
            a + *v
        });
        sync_threads();
        if i < y.len() {
            y[i] = s[t] + a;
        }
    }
}
// CHECK: error[RG022{{[012]}}]:
