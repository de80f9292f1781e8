//! S8 misuse (red team 21): a barrier inside a `try_fold` closure that returns `None` once the running sum passes the thread's value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_barrier_in_try_fold_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let r = x.iter().try_fold(0.0f32, |a, v| {
            sync_threads();
            if a > tv { None } else { Some(a + v) }
        });
        let s = r.unwrap_or(-1.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
