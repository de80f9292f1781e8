//! S8: `x[0..n].iter().for_each(|_| sync_threads())` with `n = min(t, len)`: thread t reaches the barrier t times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_for_each_over_thread_prefix(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = if t < x.len() { t } else { x.len() };
        x[0..n].iter().for_each(|_| sync_threads());
        if i < y.len() {
            y[i] = n as f32;
        }
    }
}
// Refused as unsupported today (RG0100 `Iterator::for_each`); guards against
// accepting it unproven once `for_each` is translated.
// CHECK: error[RG0{{(10[0-2]|210)}}]:
