//! S8 misuse (red team 21): `for v in x.iter().take_while(|v| **v < lim)` with a per-thread `lim`, a barrier in the body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_thread_take_while(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let lim = t as f32 * 0.5;
        let mut s = 0.0;
        for v in x.iter().take_while(|v| **v < lim) {
            sync_threads();
            s += *v;
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
